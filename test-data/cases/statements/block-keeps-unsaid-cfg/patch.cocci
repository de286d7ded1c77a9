@@
@@
- { check(); }
+ { verify(); }
