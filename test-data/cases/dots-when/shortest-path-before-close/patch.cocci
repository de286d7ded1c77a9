@@
identifier func;
expression e;
@@
  fn func(...) {
- reset_stats();
  ...
  flush(e);
  }
