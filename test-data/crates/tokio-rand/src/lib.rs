//! Part of tokio 1.54.1: the fast random number generator of `tokio::select!` and the
//! schedulers, and the thread-local context that keeps it.
#![allow(dead_code, unreachable_pub)]

pub(crate) mod loom;
pub(crate) mod util {
    pub(crate) mod rand;
}
pub(crate) mod runtime {
    pub(crate) mod context;
}

pub use runtime::context::thread_rng_n;
