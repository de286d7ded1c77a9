@@
idexpression String s;
@@
- s.clone()
+ s.to_owned()
