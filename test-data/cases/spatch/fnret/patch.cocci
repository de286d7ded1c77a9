@@
identifier x;
@@
- fn foo(x: i32) { return; }
