@@
expression list[2] es;
@@
- pair(es)
+ Pair::new(es)
