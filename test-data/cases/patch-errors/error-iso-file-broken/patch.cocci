@ r using "broken.iso" @
expression v;
@@
- v.len() == 0
+ v.is_empty()
