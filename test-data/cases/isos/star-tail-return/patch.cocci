// A `*` rule reports the tail and the written `return` alike.
@@
expression e;
@@
* return old(e);
