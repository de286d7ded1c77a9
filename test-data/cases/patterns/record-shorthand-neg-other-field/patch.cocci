// Negative twin of record-shorthand: a short field stands for its own name only. `Old { g }`
// has no field `f`; `Old { f, g }` has one more field than the pattern (no `...`); a struct
// literal `Old { f }` is an expression, not a pattern.
@@
pattern p;
@@
- Old { f: p }
+ New { f: p }
