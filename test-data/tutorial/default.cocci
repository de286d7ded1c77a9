@@
expression e;
@@
- e.unwrap_or(\( Vec::new() \| String::new() \))
+ e.unwrap_or_default()
