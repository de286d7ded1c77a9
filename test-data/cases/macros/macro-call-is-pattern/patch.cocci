@@
expression a, b;
@@
- assert!(a != b)
+ assert_ne!(a, b)
