@@
type T;
expression Vec<T> v;
expression T x;
identifier e;
@@
- v.iter().any(|e| *e == x)
+ v.contains(&x)
