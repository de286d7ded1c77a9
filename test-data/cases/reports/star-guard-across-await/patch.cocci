@@
expression m, f;
identifier g;
@@
* let g = m.lock().unwrap();
  ... when != drop(g)
      when != std::mem::drop(g)
* f.await
