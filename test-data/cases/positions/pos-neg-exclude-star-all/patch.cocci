@ checked @
expression e;
position p;
@@
  assert!(e.unwrap()@p)

@@
expression e;
position p != checked.p;
@@
* e.unwrap()@p
