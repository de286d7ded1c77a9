@@
statement S;
@@
  if ... {
+     foo();
      S
+     bar();
  }
