@@
@@
 <...
- x.unwrap();
+ x.expect("x");
 ...>
