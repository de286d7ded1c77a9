@@
expression c;
@@
  if c {
+     dump_state();
  }
