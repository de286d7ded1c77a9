@@
identifier func;
expression x, y;
@@
  fn func(...) {
      ...
      f(x);
      ...
-     h(y);
+     h(x, y);
      ...
  }
