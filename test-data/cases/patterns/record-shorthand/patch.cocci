// `S { f }` is `S { f: f }`, and `S { ref f }` is `S { f: ref f }`: a field written with its
// name only matches a pattern field `f: p`, `p` bound to the binding. Written back, a field
// the code wrote short stays short.
@@
pattern p;
@@
- Old { f: p }
+ New { f: p }
