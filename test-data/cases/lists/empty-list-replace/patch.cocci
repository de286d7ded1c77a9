@@
expression list es;
@@
  connect(
- es,
+ DEFAULT_HOST,
  timeout)
