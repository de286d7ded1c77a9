@@
expression e;
@@
- format!("{}", e)
+ e.to_string()
