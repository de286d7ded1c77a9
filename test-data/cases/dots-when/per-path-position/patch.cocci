@r@
expression x;
position p;
@@
  open_session(x);
  ...
  send@p(...);

@@
position r.p;
expression list es;
@@
- send@p(es);
+ send_logged(es);
