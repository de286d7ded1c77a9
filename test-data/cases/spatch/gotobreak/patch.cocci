@@
identifier config;
@@
  fn config(...) {
      <...
-     return;
+     return Ok(());
      ...>
  }
