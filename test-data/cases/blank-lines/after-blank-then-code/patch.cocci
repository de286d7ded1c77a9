@@
@@
  foo();
+
+ log();
