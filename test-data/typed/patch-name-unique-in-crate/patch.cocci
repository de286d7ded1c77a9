@@
@@
- Square::new()
+ Square::default()
