// question-mark: `match r { Ok(v) => v, Err(e) => return Err(e) }` -> `r?`, and the same
// with `Err(e.into())` or `Err(From::from(e))` (clippy::question_mark).
//
// Unsafe only for type inference: `?` converts the error with `From::from` (the identity when
// the types are equal), so an error type that was inferred from the `return Err(e)` may need an
// annotation.

@ question_mark @
expression r;
identifier v, e;
@@
(
- match r { Ok(v) => v, Err(e) => return Err(e), }
+ r?
|
- match r { Ok(v) => v, Err(e) => return Err(e.into()), }
+ r?
|
- match r { Ok(v) => v, Err(e) => return Err(From::from(e)), }
+ r?
)
