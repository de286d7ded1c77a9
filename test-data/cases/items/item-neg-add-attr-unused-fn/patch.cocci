@ entry @
identifier f;
@@
  std::thread::spawn(f)

@@
identifier entry.f;
@@
+ #[inline(never)]
  fn f() { ... }
