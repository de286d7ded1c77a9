@@
expression e;
@@
  let y = 1;
- return e;
+ // the value
+ e
