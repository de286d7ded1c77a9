// A `-` inside the expression: matched only as written, never with the operands swapped
// (the removed operand would be the other one).
@@
expression a;
@@
  a ==
- 0
+ ZERO
