@@
identifier x;
@@
- fn parse(x: T)
+ fn parse_str(x: T)
  { ... }
