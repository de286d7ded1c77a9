// match-bool: `match b { true => x, false => y }` -> `if b { x } else { y }`
// (clippy::match_bool).
//
// Only arms that are plain expressions: a `match` with a `{ .. }` block arm is left alone (the
// block's statements cannot be carried over yet), and so is one with guards or other patterns.
// Safe: a `match` on `true`/`false` is a `bool` match.

@ match_bool @
expression b, e1, e2;
@@
(
  match b { true => { ... } false => e2, }
|
  match b { true => e1, false => { ... } }
|
  match b { false => { ... } true => e1, }
|
  match b { false => e2, true => { ... } }
|
- match b { true => e1, false => e2, }
+ if b { e1 } else { e2 }
|
- match b { false => e2, true => e1, }
+ if b { e1 } else { e2 }
)
