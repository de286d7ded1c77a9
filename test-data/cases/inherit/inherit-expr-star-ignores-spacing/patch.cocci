@ sorted @
expression v;
@@
  v.sort();

@@
expression sorted.v;
expression x;
@@
* v.contains(&x)
