@@
expression e;
@@
  let x = e;
  ... when != x
* drop(x);
