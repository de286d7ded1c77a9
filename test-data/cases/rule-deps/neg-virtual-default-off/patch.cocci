virtual strict

@ depends on strict @
expression e;
@@
- e.unwrap()
+ e.expect("strict mode")
