@ rule1 @
expression e;
@@
  f(e);

@ rule2 @
expression rule1.e;
@@
- g(e);

@ rule3 @
expression e;
@@
- h(e);

@ rule4 @
expression rule3.e;
@@
- i(e);
