@@
identifier a;
@@
- Some(a)
+ Ok(a)
