@ r @
identifier x, f;
expression list es;
@@
  let x = f(es)?;

@@
identifier r.x, r.f;
expression list es;
fresh identifier calls = f ## "_calls";
fresh identifier logger = "log_" ## x ## "_from_" ## f;
@@
  let x = f(es)?;
+ metrics.calls.incr();
+ logger(&x);
