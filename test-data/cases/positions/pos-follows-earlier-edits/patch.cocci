@ r @
identifier m = {port, host};
expression e;
position p;
@@
  e.m().unwrap()@p

@@
@@
- use_legacy_logger();
+ init_tracing();
+ install_panic_hook();

@@
expression h;
@@
- old_host_of(h)
+ resolve_host_name(h)

@@
expression e;
position r.p;
@@
- e.unwrap()@p
+ e.expect("invariant")
