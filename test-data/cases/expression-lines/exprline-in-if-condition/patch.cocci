@@
identifier x;
expression e;
@@
  let x = e.get();
  ...
- check(&x)
+ verify(&x)
