@@
expression e1, e2;
@@
- e1.send(e2);
+ e1.check();
+ e1.send(e2);
