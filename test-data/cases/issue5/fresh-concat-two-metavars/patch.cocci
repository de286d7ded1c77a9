@ r @
identifier x, f;
expression list es;
@@
  let x = f(es)?;

@@
identifier r.x, r.f;
expression list es;
@@
  let x = f(es)?;
+ metrics.f_calls.incr();
+ log_x_from_f(&x);
