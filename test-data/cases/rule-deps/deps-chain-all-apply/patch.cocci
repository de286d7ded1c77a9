@ db @
@@
  Database::open(...)

@ tx depends on db @
expression d;
@@
- d.begin_unchecked()
+ d.begin()

@ depends on tx @
expression t;
@@
- t.finish()
+ t.commit()

@ depends on !tx @
expression t;
@@
- t.finish()
+ t.close()
