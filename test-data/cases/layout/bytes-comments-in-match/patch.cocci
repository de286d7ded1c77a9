@@
expression e;
@@
- e.unwrap()
+ e?
