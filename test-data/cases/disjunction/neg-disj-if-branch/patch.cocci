@@
expression c;
@@
  start();
(
- if c { ... }
|
- flush();
)
  done();
