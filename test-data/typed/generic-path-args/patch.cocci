@@
@@
- Vec::<u8>::new()
+ Vec::with_capacity(8)
