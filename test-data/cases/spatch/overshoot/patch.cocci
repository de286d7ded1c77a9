@aaa@
identifier f;
@@
  a();
  <...
- ff();
+ g();
  ...>
  b();


@bbb@
identifier f;
@@
  a();
  <...
- f();
+ g();
  ...>
  b();


@xxx@
identifier f;
@@
  a();
  ...
- b();
