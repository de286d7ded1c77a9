@@
@@
- Vec::<String>::new()
+ Vec::with_capacity(8)
