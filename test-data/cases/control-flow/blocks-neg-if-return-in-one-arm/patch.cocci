@@
expression c, e;
@@
  if c {
      ...
-     return Err(e);
+     return Err(e.into());
  }
