@ locks @
expression m;
position p;
@@
  m.lock().unwrap()@p

@@
expression e;
position p != locks.p;
@@
- e.unwrap()@p
+ e.expect("TODO: handle error")
