@ closed forall @
identifier f;
expression p;
@@
* let f = File::open(p).unwrap();
  ...
* f.sync_all().unwrap();
