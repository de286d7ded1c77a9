// A `-` on one operand only: `a != b` is matched as written, never as `!(a == b)`.
@@
expression a, b;
@@
  a !=
- b
+ 0
