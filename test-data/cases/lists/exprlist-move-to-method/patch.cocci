@@
expression list es;
expression recv;
@@
- Builder::build_with(recv, es)
+ recv.build(es)
