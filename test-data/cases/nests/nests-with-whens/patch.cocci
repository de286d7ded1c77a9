@@
expression E;
@@
 <...
  <...
- foo(E)
+ bar(E)
  ...>
   when != z
 ...>
  when != w
