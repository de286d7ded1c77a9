// `!(a == b)` also matches `a != b` (isomorphism negated_eq).
@@
expression a, b;
@@
- !(a == b)
+ a.ne(&b)
