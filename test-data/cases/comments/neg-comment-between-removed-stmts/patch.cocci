@@
expression c;
@@
- c.begin();
- c.commit();
+ c.run_atomic();
