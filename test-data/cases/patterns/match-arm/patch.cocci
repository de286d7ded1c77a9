@@
pattern p;
expression b;
@@
- Some(p) => b,
+ Some(p) => b.clone(),
