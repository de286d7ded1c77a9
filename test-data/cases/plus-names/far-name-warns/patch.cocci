@@
expression e;
@@
- e.unwrap()
+ e.unwrap_or_else(report_and_exit)
