@@
identifier h;
@@
* close(h);
  ...
* read(h, ...)
