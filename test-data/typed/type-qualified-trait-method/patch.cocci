@@
@@
- String::default()
+ String::new()
