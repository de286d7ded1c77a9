@@
expression e;
@@
- fn total() { e }
+ fn total_u32() { e }
+ fn total_u64() { e }
