// The same rule with the isomorphism turned off: `None == opt` is left as it is.
@ disable commutative_eq @
expression x;
@@
- x == None
+ x.is_none()
