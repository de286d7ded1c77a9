// A file's isomorphisms apply to the rules whose header names it: the second rule's `using`
// does not reach the first rule.
@ empty @
expression v;
@@
- v.len() == 0
+ v.is_empty_now()

@ other using "rust.iso" @
@@
- never_called()
