@@
expression e, m;
@@
(
- e.unwrap()
+ e.expect("lock poisoned")
&
  <+... m.lock() ...+>
)
