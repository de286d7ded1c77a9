// A `-` on part of the expression: matched as written only (the rewrite could not say where
// the `+` code goes in the other form), as with the built-in isomorphisms.
@ empty using "rust.iso" @
expression v;
@@
  v.len() ==
- 0
+ 1
