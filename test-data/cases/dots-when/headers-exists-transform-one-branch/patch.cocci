@ anypath exists @
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
- g.flush_now();
+ g.schedule_flush();
