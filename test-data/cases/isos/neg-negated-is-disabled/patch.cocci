// The rule of negated-is with the isomorphism turned off: `!o.is_none()` is left alone.
@ disable negated_is @
expression e;
@@
- e.is_some()
+ matches!(e, Some(_))
