// needless-return: `return e;` as the last statement of a fn -> `e` (clippy::needless_return).
//
// Only a `return` that is the fn's own last statement: a `return` inside an `if`, a loop, a
// bare block or a `match` arm's block is left alone (and in some fns, such as one whose `while`
// loop or `match` returns, the last one too: every path must end in a `return` the rule may
// rewrite, and a fn's tail counts as one). Closures are not touched. (`{ return true; } false`
// as `{ true } false` would not compile: a block statement must be `()`.)
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

// A bare block followed by code: `{ return e; } more` as `{ e } more` would give the block
// statement a value (E0308). (A rule of its own: a branch of two statements would make
// `nested` a disjunction of statements, which no longer matches an `if` inside a `let`.)
@ in_block @
expression e;
statement s;
position p;
@@
  { <+... return e@p; ...+> }
  s

// `Ok(t) => { return t; }` inside a `let` is no last statement: as `t` it would become the
// arm's value.
@ in_arm @
pattern q;
expression e;
position p;
@@
  q => { <+... return e@p; ...+> }

@ needless_return @
identifier f;
expression e;
position p != {nested.p, in_arm.p, in_block.p};
@@
fn f(...) {
  ...
- return e@p;
+ e
}
