@@
expression e;
@@
  begin_batch();
  <... flush_page(e) ...>
  end_batch();
+ record_last_page(e);
