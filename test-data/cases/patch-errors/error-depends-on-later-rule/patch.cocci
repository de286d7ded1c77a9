@ first depends on second @
expression e;
@@
- e.unwrap()
+ e.expect("first")

@ second depends on first @
expression e;
@@
- e.expect("first")
+ e?
