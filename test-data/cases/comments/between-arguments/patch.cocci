// The arguments a `...` passes over are removed with their comments, which are kept before the
// added code; a comment after the argument `x` binds, before its comma, stays with `x`.
@@
expression x;
@@
- log(x, ...)
+ trace(x)
