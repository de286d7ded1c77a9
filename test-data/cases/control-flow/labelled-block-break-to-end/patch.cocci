@@
identifier t;
@@
  let t = begin();
  ...
- commit(t);
+ t.commit();
