@ atomics @
@@
  use std::sync::atomic::Ordering;

@ depends on atomics @
expression a, v;
identifier m !~ "^fetch_";
@@
- a.m(v, Ordering::Relaxed)
+ a.m(v, Ordering::Release)
