@@
expression e;
@@
- e.clone_from(&e);
