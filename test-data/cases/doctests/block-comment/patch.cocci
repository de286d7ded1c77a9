// Rewrites `unwrap()` calls, in the file and in its doctests alike.
@@
expression e;
@@
- e.unwrap()
+ e.expect("checked")
