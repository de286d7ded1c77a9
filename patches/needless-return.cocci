// needless-return: `return e;` as the last statement of a fn -> `e` (clippy::needless_return).
//
// Only a `return` that is the fn's own last statement: a `return` inside an `if`, a loop or a
// `match` is left alone (and in some fns, such as one whose `while` loop returns, the last one
// too). Closures are not touched.
// Safe: the value and the type are the same.

@ nested @
expression c, e;
identifier i;
position p;
@@
(
  if c { <+... return e@p; ...+> }
|
  if c { ... } else { <+... return e@p; ...+> }
|
  loop { <+... return e@p; ...+> }
|
  while c { <+... return e@p; ...+> }
|
  for i in c { <+... return e@p; ...+> }
)

@ needless_return @
identifier f;
expression e;
position p != nested.p;
@@
fn f(...) {
  ...
- return e@p;
+ e
}
