@@
@@
  foo();
  ...
+
+ done();
  return;
