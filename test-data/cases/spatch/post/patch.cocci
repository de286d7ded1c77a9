@x@
position p;
identifier f;
expression e;
@@
  f(3, e@p, ...)

@@
position x.p;
identifier g;
expression e;
@@
- g(3, e@p, ...);
