@@
@@
  foo();
+ blah(one, two);
