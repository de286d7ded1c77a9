// negated-is-some: `!o.is_some()` -> `o.is_none()`, `!o.is_none()` -> `o.is_some()`, and the
// same for `is_ok`/`is_err` (clippy::nonminimal_bool).
//
// Safe for `Option` and `Result`. A type of your own with `is_some` but no `is_none` would not
// compile.

@ negated_is_some @
expression o;
@@
(
- !o.is_some()
+ o.is_none()
|
- !o.is_none()
+ o.is_some()
|
- !o.is_ok()
+ o.is_err()
|
- !o.is_err()
+ o.is_ok()
)
