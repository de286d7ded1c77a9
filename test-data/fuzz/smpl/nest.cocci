@@
identifier v;
expression e;
@@
  let v = e;
  <...
- v.iter().map(|x| x.clone())
+ v.iter().cloned()
  ...> when != v
