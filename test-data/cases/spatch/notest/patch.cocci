@n2@
expression x;
@@
  x = FN(...)
  ... when strict
      when any
- !x
+ 12
