// `+` code that replaces a pattern is put there by the rules of patterns: an or-pattern after
// `&` gets parentheses (`&1 | 2` would mean `(&1) | 2`), a struct pattern after `if let` gets
// none (a struct literal there would need them, a pattern does not).
@@
pattern p;
@@
- Some(p)
+ 1 | 2

@@
pattern p;
@@
- Wrap(p)
+ New { f: p }
