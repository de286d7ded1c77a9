@ renamed @
identifier x;
expression e;
@@
- let x = e.unwrap();
+ let x = e?;

@@
identifier renamed.x;
expression e;
@@
  let x = e?;
+ trace(&x);
