@@
@@
  fn \(foo\|bar\)(\(x\|y\): i32, z: i32) -> i32 {
-     return 0;
+     return 1;
  }
