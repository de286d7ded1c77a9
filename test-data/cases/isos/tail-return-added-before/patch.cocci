// A statement added before `return e;` goes before the tail that stands for it.
@@
expression e;
@@
+ trace();
  return old(e);
