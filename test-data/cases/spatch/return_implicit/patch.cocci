@@
identifier f;
@@
  fn f(...) {
      foo(...);
      ...
-     return;
+     return Err(ENODEV);
  }
