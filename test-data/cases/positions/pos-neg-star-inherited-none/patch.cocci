@ held @
identifier g;
expression e;
position p;
@@
  let g = e.borrow_mut()@p;

@@
expression e;
position held.p;
@@
* e@p
