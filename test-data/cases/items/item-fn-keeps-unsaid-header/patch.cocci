@@
identifier x;
expression e;
@@
- fn parse(x: T) { e }
+ fn parse_str(x: T) { e }
