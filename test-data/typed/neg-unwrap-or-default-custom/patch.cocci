@@
expression Option<Vec<_>> o;
@@
- o.unwrap_or(Vec::new())
+ o.unwrap_or_default()
