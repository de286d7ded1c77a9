@ rule1 @
expression e;
@@
  f(e)

@@
@@
- g();
+ h();

@@
expression rule1.e;
@@
- f(e);
