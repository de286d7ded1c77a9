@@
identifier v;
expression e;
@@
* let v = take_buffer(e);
  ...
* v.len()
