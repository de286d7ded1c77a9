@@
expression m;
@@
- lock(m);
  ...
- unlock(m);
