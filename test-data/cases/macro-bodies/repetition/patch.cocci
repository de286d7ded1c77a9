// Rewrites `unwrap()` calls, in the file and in its macros alike.
@@
expression e;
@@
- e.unwrap()
+ e.expect("checked")
