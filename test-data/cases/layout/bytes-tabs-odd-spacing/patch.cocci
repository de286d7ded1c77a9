@@
expression a, b;
@@
- std::cmp::max(a, b)
+ a.max(b)
