@x@
position p;
expression e;
@@
  e.is_none()@p

@@
position x.p;
expression e;
@@
* e@p
