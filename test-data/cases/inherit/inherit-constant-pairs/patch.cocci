@ r @
identifier N;
constant c;
@@
  const N: usize = c;

@@
identifier r.N;
constant r.c;
@@
- Vec::with_capacity(c)
+ Vec::with_capacity(N)
