@@
pattern p;
@@
- g(p + 1)
+ h(p)
