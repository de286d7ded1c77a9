// `e.is_some()` also matches `!e.is_none()` (isomorphism negated_is).
@@
expression e;
@@
- e.is_some()
+ matches!(e, Some(_))
