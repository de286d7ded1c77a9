@@
identifier row;
@@
  let row = begin_row();
  ...
- end_row(row);
+ row.finish();
