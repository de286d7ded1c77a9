@@
expression e1;
@@
- e1.count() == 0
+ e1.next().is_none()
