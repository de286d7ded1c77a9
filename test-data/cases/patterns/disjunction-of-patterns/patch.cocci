@@
pattern p;
@@
(
- Some(p)
+ Ok(p)
|
- None
+ Err(())
)
