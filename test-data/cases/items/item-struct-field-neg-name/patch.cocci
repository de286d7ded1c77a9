@@
identifier S;
type T;
@@
  struct S {
      ...,
-     id: T,
+     id: Id<T>,
      ...
  }
