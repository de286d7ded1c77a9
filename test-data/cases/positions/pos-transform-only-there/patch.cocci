@ early @
expression e;
position p;
@@
  return Err(e@p);

@@
expression e;
position early.p;
@@
- e@p
+ e.into()
