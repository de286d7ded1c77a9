@@
expression w;
@@
- w.flush();
