@@
identifier m !~ "^(get|take)";
expression e;
@@
- e.m().unwrap()
+ e.m().expect("BUG: must be set")
