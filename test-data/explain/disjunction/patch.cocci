@@
expression e;
@@
(
- e.unwrap()
+ e.expect("checked")
|
- e.unwrap_or(0)
+ e.unwrap_or_default()
)
