@@
expression f;
@@
  f.write_all(...)?;
+ f.flush()?;
