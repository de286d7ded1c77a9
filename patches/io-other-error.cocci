// io-other-error: `io::Error::new(io::ErrorKind::Other, e)` -> `io::Error::other(e)`
// (clippy::io_other_error; `Error::other` is in Rust 1.74).
//
// Paths as written: `std::io::Error::new(std::io::ErrorKind::Other, ..)`,
// `io::Error::new(io::ErrorKind::Other, ..)`, `Error::new(ErrorKind::Other, ..)`; the new call
// keeps the way the type was written.
// Safe: the same error. A type of your own named `Error` with a `new(kind, e)` and an
// `ErrorKind::Other` would not compile.

@ other_error @
expression e;
@@
(
- std::io::Error::new(std::io::ErrorKind::Other, e)
+ std::io::Error::other(e)
|
- io::Error::new(io::ErrorKind::Other, e)
+ io::Error::other(e)
|
- Error::new(ErrorKind::Other, e)
+ Error::other(e)
)
