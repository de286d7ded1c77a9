@@
expression e1;
@@
- println!("{}", e1.len());
+ let e2 = e1.len();
+ println!("{}", e2);
