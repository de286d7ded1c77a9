@@
expression e;
@@
- (e, ...).0
+ e
