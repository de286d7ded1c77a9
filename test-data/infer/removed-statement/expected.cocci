@@
@@
- debug_log(x);
