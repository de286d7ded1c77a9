// Ported from spatch's tests/array_size.cocci: a rule loading an empty iso file (to run
// without the standard isomorphisms there) still matches as written.
@ rule1 using "empty.iso" @
expression E;
@@
- E.len() == 0
+ E.is_empty()
