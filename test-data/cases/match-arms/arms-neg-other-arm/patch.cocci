@@
expression e;
@@
- None => panic!(e),
+ None => unreachable!(e),
