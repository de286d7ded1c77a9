@ defined @
identifier T;
@@
impl T {
  ...
- fn create
+ fn new
  (...) -> Self { ... }
  ...
}

@ calls @
identifier defined.T;
expression list args;
@@
- T::create(args)
+ T::new(args)
