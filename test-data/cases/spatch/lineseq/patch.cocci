@@
@@
- one();
- two();
+ three();
