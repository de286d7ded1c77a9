@ r @
identifier f;
expression E;
@@
  fn f(...) {
  ...
- foo(E);
+ bar(E);
  ...
  }

@ depends on r @
expression r.E;
@@
(
- E.len() == 0
+ E.is_empty()
|
* E.clone()
)
