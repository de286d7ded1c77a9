@@
expression e;
@@
- dbg!(e)
+ e
