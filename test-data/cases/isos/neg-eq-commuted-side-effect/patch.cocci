// `x == None` also matches `None == x`: `==` commutes (isomorphism commutative_eq).
@@
expression x;
@@
- x == None
+ x.is_none()
