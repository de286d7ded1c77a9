// error-cause: `e.cause()` -> `e.source()` (`Error::cause` is deprecated since Rust 1.33).
//
// Unsafe: untyped. It fires on every `.cause()` method, also those of types that are not
// std errors (`failure::Fail::cause`, your own types). For `std::error::Error` the two differ
// in one way: `source` is the one an impl overrides today, so an impl that still overrides
// only `cause` reports nothing through `source` (rewrite that impl too). Should become typed:
// `expression &dyn std::error::Error e;`.

@ cause @
expression e;
@@
- e.cause()
+ e.source()
