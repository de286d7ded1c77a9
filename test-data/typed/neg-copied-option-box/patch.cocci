@@
expression Option<&_> o;
identifier x;
@@
- o.map(|x| *x)
+ o.copied()
