// Give every `unwrap()` a message.
@@
expression e;
@@
- e.unwrap()
+ e.expect("checked")
