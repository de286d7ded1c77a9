//! Part of clap_builder 4.6.7: `ArgMatches`' checks of argument ids and subcommand names.
//! The macros are clap_builder's src/macros.rs ones (`debug!` without the `debug` feature).
#![allow(dead_code)]

macro_rules! debug {
    ($($arg:tt)*) => {};
}

macro_rules! ok {
    ($expr:expr) => {
        match $expr {
            Ok(val) => val,
            Err(err) => {
                return Err(err);
            }
        }
    };
}

macro_rules! some {
    ($expr:expr) => {
        match $expr {
            Some(val) => val,
            None => {
                return None;
            }
        }
    };
}

pub(crate) mod builder {
    mod str;
    pub use self::str::Str;
}

pub(crate) mod util {
    mod flat_map;
    mod id;
    pub(crate) use self::flat_map::FlatMap;
    pub use self::id::Id;
}

pub mod parser;

pub use parser::{ArgMatches, MatchesError};
