@@
expression e, d;
@@
- e.unwrap_or(d)
+ e.unwrap_or_else(|| d)
