@ ctor @
identifier S;
@@
  impl S {
  ...
  pub fn new() -> Self { ... }
  ...
  }

@@
identifier ctor.S;
@@
- S::default()
+ S::new()
