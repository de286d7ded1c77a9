// try-macro: `try!(e)` -> `e?` (`try!` is deprecated, and not available from edition 2018).
//
// For code of the 2015 edition (the file's `Cargo.toml` says so, or says no edition). Then the
// crate can move to a later edition.
// Safe: `?` does what `try!` did (including the `From` conversion of the error).

@ try_macro @
expression e;
@@
- try!(e)
+ e?
