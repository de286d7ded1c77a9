@@
identifier f;
@@
  fn f(...) {
+ log_entry();
  }
