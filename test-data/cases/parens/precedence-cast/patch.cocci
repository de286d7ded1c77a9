@@
expression e;
@@
- widen(e)
+ e as u64
