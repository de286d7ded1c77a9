@@
expression e;
@@
- trace_value(e);
