@@
statement S;
@@
  if ... {
+     foo();
      S
  }
