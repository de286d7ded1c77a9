@@
expression a, b;
@@
- if a < b { a } else { b }
+ a.min(b)
