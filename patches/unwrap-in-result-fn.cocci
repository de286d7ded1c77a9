// unwrap-in-result-fn: reports `.unwrap()` and `.expect(..)` inside fns that return a `Result`
// or an `Option`, where `?` could pass the failure on instead of panicking (report only, `*`;
// clippy::unwrap_in_result).
//
// Return types recognised as written: `Result<T, E>`, `Result<T>` (an alias), `io::Result<T>`,
// `anyhow::Result<T>`, `Option<T>`. A closure inside such a fn is reported too, though `?`
// there would leave the closure, not the fn.

@ unwrap_in_result @
identifier f;
type T, E;
expression e, msg;
@@
fn f(...) -> \( Result<T, E> \| Result<T> \| io::Result<T> \| std::io::Result<T> \| anyhow::Result<T> \| Option<T> \) {
  <+...
(
* e.unwrap()
|
* e.expect(msg)
)
  ...+>
}
