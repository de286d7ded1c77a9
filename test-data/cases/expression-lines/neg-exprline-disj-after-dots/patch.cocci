@@
identifier x;
expression e;
@@
  let x = e.get();
  ...
(
- check(&x)
+ verify(&x)
|
- test(&x)
+ verify(&x)
)
