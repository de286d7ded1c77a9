@@
expression e, d;
@@
(
- e.unwrap_or(0)
+ e.unwrap_or_default()
|
- e.unwrap_or(d)
+ e.unwrap_or_else(|| d)
)
