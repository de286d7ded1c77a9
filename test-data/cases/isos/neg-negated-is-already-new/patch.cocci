// `!e.is_none()` also matches `o.is_some()`, whose rewrite is itself: no change, no report.
@@
expression e;
@@
- !e.is_none()
+ e.is_some()
