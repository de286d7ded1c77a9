@ imported @
identifier f;
@@
  use crate::nonblocking::f;

@@
identifier imported.f;
expression list es;
@@
- f(es)
+ f(es).await
