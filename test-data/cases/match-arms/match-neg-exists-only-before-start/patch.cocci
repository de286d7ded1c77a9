@@
identifier c;
expression e;
@@
* let c = Conn::open(e);
  ...
* c.send_raw(...);
