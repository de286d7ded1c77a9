@@
@@
- foo()
+ bar()
