@@
identifier x;
expression e;
@@
  let x = e.get();
  ...
- !x.is_ready()
+ x.is_blocked()
