@@
expression e, d;
identifier m = {get};
position p;
@@
- e.m(0)@p.copied().unwrap_or(d)
+ e.first().copied().unwrap_or(d)
