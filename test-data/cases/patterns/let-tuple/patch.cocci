@@
pattern p, q;
expression e;
@@
- let (p, q) = e;
+ let (q, p) = swap(e);
