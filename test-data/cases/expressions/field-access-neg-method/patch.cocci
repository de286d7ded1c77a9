@@
expression e;
@@
- e.header.size
+ e.header_size()
