@@
pattern a, b;
@@
- Some((a, b))
+ Some((b, a))
