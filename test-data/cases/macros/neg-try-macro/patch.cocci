@@
expression e;
@@
- try!(e)
+ e?
