@@
constant c;
expression e;
@@
- e.push_str(c);
+ e += c;
