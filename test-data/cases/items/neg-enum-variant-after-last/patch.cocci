@@
@@
  enum Mode {
      ...,
      Fast,
+     Turbo,
  }
