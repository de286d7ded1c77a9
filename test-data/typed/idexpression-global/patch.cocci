@@
global idexpression x;
@@
- read(x)
+ read_const(x)
