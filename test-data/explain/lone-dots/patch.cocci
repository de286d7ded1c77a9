// A rule that is one `...`: it matches each body every path of which passes its `when`.
@ unlocked @
expression m;
@@
  ... when != m.lock()

@ depends on unlocked @
@@
- audit();
+ audit_unlocked();
