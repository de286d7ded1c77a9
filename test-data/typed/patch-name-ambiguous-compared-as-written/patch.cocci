@@
expression a, b;
@@
- a.cmp(&b) == Ordering::Less
+ a < b
