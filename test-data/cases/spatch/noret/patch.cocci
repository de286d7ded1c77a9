@@
expression e;
@@
  return
- e
+ 12
  ;

@@
identifier f;
@@
  fn f(...
+ , q: i32
  ) -> i32 { ... }
