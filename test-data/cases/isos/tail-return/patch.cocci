// `return e;` also matches a value the fn returns without `return` (isomorphism tail_return):
// there, `return x;` is written `x`.
@@
expression e;
@@
- return old(e);
+ return new(e);
