@@
expression x;
@@
- f(x);
+ f(x, "foo");
+ f(x, "bar");
