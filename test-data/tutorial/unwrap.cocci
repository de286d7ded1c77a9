@ unwrap_in_result @
identifier f;
type T, E;
expression e;
@@
fn f(...) -> Result<T, E> {
  <+...
* e.unwrap()
  ...+>
}
