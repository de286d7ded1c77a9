@@
@@
- String::new()
+ String::with_capacity(16)
