@r@
expression e;
position p;
@@
  begin_batch();
  <... flush_page(e@p) ...>
  end_batch();

@@
position r.p;
expression x;
@@
- flush_page(x@p)
+ flush_page_sync(x)

@@
expression r.e;
@@
- verify_page(e);
+ verify_page_sync(e);
