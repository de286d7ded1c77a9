@r@
identifier x;
expression e;
@@
  let x = e.take();

@@
fresh identifier n = "saved_" ## r.x;
@@
- backup();
+ let n = snapshot();
