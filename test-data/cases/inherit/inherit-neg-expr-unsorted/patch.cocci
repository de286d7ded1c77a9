@ sorted @
expression v;
@@
  v.sort();

@@
expression sorted.v;
expression x;
@@
- v.contains(&x)
+ v.binary_search(&x).is_ok()
