//! syn's `Punctuated` (syn 3.0.10, src/punctuated.rs and src/drops.rs, unchanged), without the
//! rest of syn.
#![no_std]
#![allow(mismatched_lifetime_syntaxes)]

extern crate alloc;

mod drops;
pub mod punctuated;
