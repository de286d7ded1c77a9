// `len_zero` lets `v.len() == 0` match `v.is_empty()` too; `or_default` goes both ways.
@ empty using "rust.iso" @
expression v;
@@
- v.len() == 0
+ v.is_empty_now()

@ default using "rust.iso" @
expression o;
@@
- o.unwrap_or(Default::default())
+ o.unwrap_or_else(Default::default)
