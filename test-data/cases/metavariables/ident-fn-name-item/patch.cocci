@@
identifier f;
expression e;
@@
- fn
+ const fn
  f() -> u32 { e }
