@@
expression e;
@@
(
- drop(e);
|
- std::mem::drop(e);
|
- let _ = e;
)
