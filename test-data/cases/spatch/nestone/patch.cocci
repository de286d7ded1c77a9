@one@
identifier foo;
@@
  fn foo(...) {
      <+...
      xxx();
      ...+>
  }

@two depends on one@
@@
- yyy();
