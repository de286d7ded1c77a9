@@
identifier x;
expression e;
@@
- let x = e.to_string();
+ let x = String::from(e);
