// A `*` rule reports `n * 2` and `2 * n` alike (isomorphism commutative_arith).
@@
expression n;
@@
* n * 2
