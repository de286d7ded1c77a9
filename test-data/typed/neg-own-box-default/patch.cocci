@@
type T;
@@
- Box::new(T::default())
+ Box::default()
