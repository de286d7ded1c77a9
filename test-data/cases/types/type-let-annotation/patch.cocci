@@
identifier x;
type T;
@@
- let x: Vec<T> = Vec::new();
+ let x: Vec<T> = Vec::with_capacity(16);
