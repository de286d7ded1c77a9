// Field values rewritten in a literal that writes its fields in another order than the patch:
// each value changes where its field stands. The code's field order, and every byte outside
// the changed values, stay (a struct literal evaluates its fields in the order the code writes
// them).
@@
expression x, y;
@@
  Foo {
-     a: old(x),
+     a: new(x),
-     b: old(y),
+     b: new(y),
      ...
  }
