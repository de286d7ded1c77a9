@@
expression k;
@@
- cache.insert(k, Some(...));
+ cache.invalidate(k);
