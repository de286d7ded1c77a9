@@
expression x, y;
@@
  open_session(x);
  ...
- send(y);
+ send_to(x, y);
