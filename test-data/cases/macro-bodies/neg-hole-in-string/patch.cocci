// The bound hole is copied twice into the new code: it is written as `$a`, never as the
// placeholder the engine saw.
@@
expression a, b;
@@
- max(a, b)
+ if a > b { a } else { b }
