//! The Rust edition patch code is read in.
//!
//! Both the body compiler and the type patterns of declarations (`expression Vec<_> v;`) parse
//! patch text as Rust; they must agree on the edition or the same code would read differently
//! in a body and in a declaration. The constant lives here, apart from both, so neither has to
//! reach into the other for it.

use ra_ap_syntax::Edition;

/// The edition of patch code. A body that only parses as 2015 code (`try!(e)`) is read again
/// in 2015 by the rule parser; everything else is read in this one.
pub(crate) const EDITION: Edition = Edition::Edition2021;
