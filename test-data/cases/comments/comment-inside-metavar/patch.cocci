@@
expression e;
@@
- legacy_hash(e)
+ fast_hash(e)
