@@
expression e;
@@
* dbg!(e)
