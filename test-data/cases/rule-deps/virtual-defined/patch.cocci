virtual strict

@ depends on strict @
expression e;
@@
- e.unwrap()
+ e.expect("strict mode")

@ depends on !strict @
expression e;
@@
- e.unwrap()
+ e.unwrap_or_default()
