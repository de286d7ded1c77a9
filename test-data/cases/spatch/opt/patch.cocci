@@
identifier f;
@@
  fn f(...) {
      ...
(
-     xxx();
|
?-    yyy();
)
      ...
  }
