@@
identifier f = {lock, read, write};
expression e;
@@
- e.f().unwrap()
+ e.f().expect("poisoned")
