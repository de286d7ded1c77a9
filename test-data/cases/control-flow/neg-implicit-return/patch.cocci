@@
@@
  start();
  ...
+ finish();
  return;
