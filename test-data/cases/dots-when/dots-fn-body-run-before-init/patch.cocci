@@
identifier f;
@@
  fn f(...) {
  ... when != init_logging()
* log_event(...);
  ...
  }
