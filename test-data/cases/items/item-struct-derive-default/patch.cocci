@ dflt @
identifier S;
@@
  #[derive(Default)]
  struct S { ... }

@@
identifier dflt.S;
@@
- S { ..Default::default() }
+ S::default()
