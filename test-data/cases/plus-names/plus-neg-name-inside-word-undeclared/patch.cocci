@ r @
identifier x, f;
expression list es;
@@
  let x = f(es)?;

@@
identifier r.f;
expression list es;
@@
- f(es)?
+ f(es).map_err(x_error)?
