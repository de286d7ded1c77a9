@@
expression c;
@@
  c.open();
  ... when any
- c.ping();
