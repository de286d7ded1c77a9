@@
expression e;
@@
  Config {
      ...,
-     verbose: e,
+     log_level: level_from(e),
      ...
  }
