@@
expression a, b;
@@
- std::mem::replace(a, b)
+ std::mem::take(a)
