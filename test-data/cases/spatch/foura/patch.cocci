@ rule1 @
expression e;
@@
  h(e);

@ rule2 extends rule1 @
@@
- i(e);
