@@
type T;
expression Vec<T> v;
@@
- v.into_iter().collect()
+ v.into_iter().collect::<Vec<T>>()
