@@
expression e1;
@@
- open(e1)
+ open(e1, Mode::Read)
