// `disable` turns a file's isomorphism off by its name: only `v.len() == 0` as written.
@ empty using "rust.iso" disable len_zero @
expression v;
@@
- v.len() == 0
+ v.is_empty_now()
