@ r @
identifier k;
expression m;
@@
  m.remove(&k);

@@
identifier r.k;
expression e;
@@
  let k = e;
+ debug_assert!(!k.is_empty());
