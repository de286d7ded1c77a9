@@
@@
+
+ log();
  foo();
