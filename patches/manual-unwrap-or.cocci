// manual-unwrap-or: `match o { Some(v) => v, None => d }` -> `o.unwrap_or(d)` when `d` is a
// literal, `o.unwrap_or_else(|| d)` otherwise (clippy::manual_unwrap_or). `Ok(v)`/`Err(_)`
// too.
//
// Not when `d` contains `return`, `?`, `break`, `continue` or `.await` (they cannot move into
// a closure), nor on a borrowed scrutinee (`match &o { Some(v) => v, None => &d }`: the arms
// may rely on deref coercion, `&Box<T>` as `&T`, which `unwrap_or` does not make; clap's
// styling, syn's `Punctuated`). Inside a `const fn` the rewrite is refused where the model says
// `unwrap_or` is not const on stable.
// Safe: `d` is still evaluated only when needed.

@ jumps @
expression o, E;
identifier v;
position p;
@@
(
match o@p { Some(v) => v, None => <+... E? ...+>, }
|
match o@p { Some(v) => v, None => <+... E.await ...+>, }
|
match o@p { Some(v) => v, None => <+... return ... ...+>, }
|
match o@p { Some(v) => v, None => <+... break ... ...+>, }
|
match o@p { Some(v) => v, None => <+... continue ...+>, }
|
match o@p { Ok(v) => v, Err(_) => <+... E? ...+>, }
|
match o@p { Ok(v) => v, Err(_) => <+... E.await ...+>, }
|
match o@p { Ok(v) => v, Err(_) => <+... return ... ...+>, }
|
match o@p { Ok(v) => v, Err(_) => <+... break ... ...+>, }
|
match o@p { Ok(v) => v, Err(_) => <+... continue ...+>, }
)

@ unwrap_or @
expression o, d;
constant c;
identifier v;
position p != jumps.p;
@@
(
  match &o { Some(v) => v, None => d, }
|
  match &mut o { Some(v) => v, None => d, }
|
  match &o { Ok(v) => v, Err(_) => d, }
|
  match &mut o { Ok(v) => v, Err(_) => d, }
|
- match o@p { Some(v) => v, None => c, }
+ o.unwrap_or(c)
|
- match o@p { Some(v) => v, None => d, }
+ o.unwrap_or_else(|| d)
|
- match o@p { Ok(v) => v, Err(_) => c, }
+ o.unwrap_or(c)
|
- match o@p { Ok(v) => v, Err(_) => d, }
+ o.unwrap_or_else(|_| d)
)
