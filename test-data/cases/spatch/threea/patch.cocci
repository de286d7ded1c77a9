@ rule1 @
expression e;
@@
  f(e);

@ rule3 extends rule1 @
@@
- q(e);
