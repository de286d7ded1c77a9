@@
expression e;
@@
<...
- e.unwrap()
+ e.expect("checked")
...>
