@@
type T;
@@
- Box::new(T::default())
+ Box::<T>::default()
