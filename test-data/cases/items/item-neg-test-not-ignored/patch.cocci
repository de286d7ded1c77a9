@@
identifier f;
@@
- #[test]
- #[ignore]
- fn f() { ... }
