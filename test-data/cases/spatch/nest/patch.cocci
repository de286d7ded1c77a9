@@
identifier proc_info_func;
@@
  fn proc_info_func(...) {
      <...
-     hostno
+     hostptr.host_no
      ...>
  }

@@
identifier proc_info_func;
@@
  fn proc_info_func(...) {
      foo();
      <...
-     xxx
+     hostptr.host_no
      ...>
  }
