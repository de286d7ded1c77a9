@r@
identifier x;
@@
(
  let x = alloc();
|
  start();
)

@@
identifier r.x;
@@
- free(x);
+ release(x);
