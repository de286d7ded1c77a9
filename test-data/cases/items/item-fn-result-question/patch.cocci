@ fallible @
identifier f;
type T, E;
@@
  fn f(...) -> Result<T, E> { ... }

@@
identifier fallible.f;
expression list es;
@@
- f(es).unwrap()
+ f(es)?
