@@
identifier f =~ "^try_";
expression list es;
@@
- f(es).unwrap()
+ f(es)?
