@@
expression e;
@@
- e.unwrap()
+ e.expect("present")
