@@
expression e;
@@
  while e {
  <...
- break;
+ return Err(Stopped);
  ...>
  }
