@@
identifier m != into_iter;
expression e;
@@
- e.clone().m()
+ e.m()
