@@
expression c, e;
@@
  if c {
- reset_stats();
  ...
  flush(e);
  }
