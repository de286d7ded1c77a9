@@
@@
  if retval1 {
-     if retval2 != -ENODEV {
          ...
          return ...;
-     }
-     ...
  }
