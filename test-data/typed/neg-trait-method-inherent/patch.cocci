@@
@@
- Default::default()
+ Fresh::made()
