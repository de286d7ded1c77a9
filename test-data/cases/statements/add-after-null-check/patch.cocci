@@
identifier x;
expression e;
@@
  let x = e.checkout();
  if x.is_none() {
      ...
      return ...;
  }
+ audit(&x);
