@@
pattern p;
@@
- Some(p)
+ &p
