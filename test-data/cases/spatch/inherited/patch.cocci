@ rule1 @
expression x;
@@
(
  f(x);
|
  g(1);
)

@@
expression rule1.x;
@@
- h(x);
+ hh(x);

@@
expression rule1.x;
@@
- h2(x);
+ hh22(x);

@@
@@
- foo(1);
+ bar(1);
