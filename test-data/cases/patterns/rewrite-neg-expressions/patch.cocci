@@
pattern p;
@@
- Some(p)
+ Ok(p)
