// A `*` rule for `!e.is_err()` reports `r.is_ok()` too.
@@
expression e;
@@
* !e.is_err()
