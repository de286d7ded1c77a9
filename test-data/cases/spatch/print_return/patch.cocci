@@
identifier config;
@@
  fn config(link: &mut PcmciaDevice) -> i32 {
      ...
+     return
      bar();
-     return 0;
  }
