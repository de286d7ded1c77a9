@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ... when exists
      when != g.reset()
- g.flush_now();
+ g.schedule_flush();
