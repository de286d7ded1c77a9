// The `return` and `;` kept, the value changed: a tail changes its value alone.
@@
expression e;
@@
  return
- old(e)
+ new(e, 0)
  ;
