@ r @
identifier x;
expression n;
@@
  let mut x = Vec::with_capacity(n);

@@
identifier r.x;
expression r.n;
@@
- x.reserve(n);
