@@
expression e;
@@
* e.unwrap()
