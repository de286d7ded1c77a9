@@
identifier tx;
expression db;
@@
* let tx = db.begin();
  ... when forall
* tx.commit();
