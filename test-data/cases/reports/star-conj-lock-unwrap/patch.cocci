@@
expression e, m;
@@
(
* e.unwrap()
&
  <+... m.lock() ...+>
)
