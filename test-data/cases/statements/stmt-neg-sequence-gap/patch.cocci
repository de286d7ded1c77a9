@@
identifier v;
expression e;
@@
- let mut v = Vec::new();
- v.push(e);
+ let mut v = vec![e];
