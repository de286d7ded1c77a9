@@
expression e1, e2;
@@
- swap(e1, e2)
+ swap(e2, e1)

@@
expression e1;
@@
- old_name(e1)
+ new_name(e1)
