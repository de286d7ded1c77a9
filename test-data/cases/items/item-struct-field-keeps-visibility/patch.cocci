@@
@@
  struct Config {
    ...,
-   timeout: u32,
+   timeout: std::time::Duration,
    ...
  }
