@@
@@
  while ... {
      <...
      foo();
+     bar();
      break;
      ...>
  }

@@
@@
  while ... {
      <...
      xxx();
+     bar();
      continue;
      ...>
  }
