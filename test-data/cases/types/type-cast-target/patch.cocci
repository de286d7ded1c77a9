@@
type T;
expression e;
@@
- e.len() as T
+ T::try_from(e.len()).unwrap()
