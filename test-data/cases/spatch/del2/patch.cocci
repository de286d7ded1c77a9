@deletion2@
binary operator bo;
constant c;
identifier var;
@@
  if var bo c {
      return var;
  }
  ... when != var
- if var bo c {
-     return var;
- }
