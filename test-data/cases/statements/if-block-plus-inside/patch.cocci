@@
expression cond;
@@
  prepare();
  if cond {
+     trace_enter();
      work();
  }
