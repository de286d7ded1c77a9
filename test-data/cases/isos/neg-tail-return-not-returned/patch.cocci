// Values that are not what the fn returns: a statement, a `let`'s value, async, labelled and
// const blocks, an `if` condition, an argument, a `break` value, a loop body's tail.
@@
expression e;
@@
- return old(e);
+ return new(e);
