@@
expression e;
@@
  begin_span(e);
  ...
- end_span(e);
+ e.end_span();
