@@
expression tx;
@@
+ validate(&tx);
  commit(tx);
