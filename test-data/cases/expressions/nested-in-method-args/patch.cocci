@@
expression a, b;
@@
- a.checked_sub(b).unwrap()
+ a - b
