@@
@@
* return ...;
