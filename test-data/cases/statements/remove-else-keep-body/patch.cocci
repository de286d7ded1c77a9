@@
expression c;
@@
  if c {
    return;
- } else {
+ }
    ...
- }
