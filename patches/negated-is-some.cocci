// negated-is-some: `!o.is_some()` -> `o.is_none()`, `!o.is_none()` -> `o.is_some()`, and the
// same for `is_ok`/`is_err` (clippy::nonminimal_bool).
//
// Typed: only `Option`s and `Result`s (std's), so a type of your own with `is_none` but no
// `is_some` (http's `Scheme2`) is left alone, and so is its `is_some` written
// `!self.is_none()` (which would call itself). Loads the semantic model.
// Safe for std's `Option` and `Result`.

@ negated_option @
expression Option<_> o;
@@
(
- !o.is_some()
+ o.is_none()
|
- !o.is_none()
+ o.is_some()
)

@ negated_result @
expression Result<_, _> r;
@@
(
- !r.is_ok()
+ r.is_err()
|
- !r.is_err()
+ r.is_ok()
)
