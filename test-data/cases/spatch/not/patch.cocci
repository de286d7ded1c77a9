@@
expression x != foo;
identifier y != {foo, bar};
expression a;
@@
- y(x, a);
+ f(20);
