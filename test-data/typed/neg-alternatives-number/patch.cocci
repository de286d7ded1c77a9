@@
expression {String, &str} s;
@@
- s.to_string()
+ s.to_owned()
