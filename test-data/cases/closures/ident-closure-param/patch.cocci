@@
identifier v;
expression e;
@@
- e.iter().map(|v| v.clone())
+ e.iter().cloned()
