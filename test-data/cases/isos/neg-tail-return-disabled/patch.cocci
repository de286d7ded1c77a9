// With `disable tail_return`, only the `return` written out is rewritten.
@ disable tail_return @
expression e;
@@
- return old(e);
+ return new(e);
