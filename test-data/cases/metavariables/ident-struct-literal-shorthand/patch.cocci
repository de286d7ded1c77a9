@@
identifier x;
@@
- Wrapper { x: x }
+ Wrapper { x }
