@@
identifier f =~ "^get_";
@@
* f()
