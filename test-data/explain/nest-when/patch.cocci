@@
expression e;
@@
<...
- e.unwrap()
+ e.expect("checked")
...>
 when != z
