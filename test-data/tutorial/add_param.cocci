@@
parameter list ps;
@@
  fn connect(ps
+ , timeout: std::time::Duration
  ) { ... }

@@
expression list args;
@@
  connect(args
+ , std::time::Duration::from_secs(30)
  )
