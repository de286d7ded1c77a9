// `vec_path` lets the type pattern match either spelling; `drop_let` the statement.
@ ty using "rust.iso" @
type T;
identifier f, x;
@@
  fn f(x:
-   Vec<T>
+   &[T]
  ) { ... }

@ st using "rust.iso" @
expression e;
@@
- drop(e);
+ release(e);
