@ guard @
type T;
@@
  impl Drop for T { ... }

@@
type guard.T;
expression list es;
@@
- let _ = T::new(es);
+ let _guard = T::new(es);
