@@
expression first, last;
@@
- span(first, ..., last)
+ span2(first, last)
