// Without `using`, neither isomorphism applies: only the spellings the rules write match.
@ ty @
type T;
identifier f, x;
@@
  fn f(x:
-   Vec<T>
+   &[T]
  ) { ... }

@ st @
expression e;
@@
- drop(e);
+ release(e);
