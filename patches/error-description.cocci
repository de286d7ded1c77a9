// error-description: `e.description()` -> `e.to_string()` (`Error::description` is deprecated
// since Rust 1.42: use `Display`).
//
// Unsafe: untyped, and the types differ. It fires on every `.description()` method, also those
// of types that are not errors (a clap `Arg`, your own types), where it changes the result or
// does not compile. `description()` gave a `&str`, `to_string()` gives a `String`: where a
// `&str` is needed (`let d: &str = ..`, a fn taking `&str`) the rewrite does not compile; add
// `&` or use `format!`. Text differs for errors whose `Display` says more than `description`.
// Should become typed: `expression &dyn std::error::Error e;` and types implementing `Error`.

@ description @
expression e;
@@
- e.description()
+ e.to_string()
