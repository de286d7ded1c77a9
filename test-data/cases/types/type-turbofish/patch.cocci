@@
type T;
expression e;
@@
- e.parse::<T>().unwrap()
+ e.parse::<T>().expect("invalid value")
