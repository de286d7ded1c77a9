// redundant-pattern-matching: `if let Some(_) = o` -> `if o.is_some()`, and the same for
// `None`, `Ok(_)`, `Err(_)` (clippy::redundant_pattern_matching).
//
// Only `if`s with a block `else` or none: `if let .. else if ..` is left alone.
// Unsafe only in when temporaries are dropped: in `if let Some(_) = m.lock().unwrap().get(..)`
// the guard lives until the end of the `if`, with `is_some()` until the end of the condition
// (which is usually what you want, but it can change when a lock is released).

@ redundant_pattern_matching @
expression e;
@@
(
- if let Some(_) = e
+ if e.is_some()
  { ... } else { ... }
|
- if let Some(_) = e
+ if e.is_some()
  { ... }
|
- if let None = e
+ if e.is_none()
  { ... } else { ... }
|
- if let None = e
+ if e.is_none()
  { ... }
|
- if let Ok(_) = e
+ if e.is_ok()
  { ... } else { ... }
|
- if let Ok(_) = e
+ if e.is_ok()
  { ... }
|
- if let Err(_) = e
+ if e.is_err()
  { ... } else { ... }
|
- if let Err(_) = e
+ if e.is_err()
  { ... }
)
