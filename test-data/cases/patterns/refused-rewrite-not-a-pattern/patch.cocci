@@
pattern p;
@@
- Some(p)
+ wrap(p) + 1
