@@
@@
- fn connect(&self, host: &str) -> Conn
+ fn connect(&self, host: &str, timeout: u64) -> Conn
  { ... }

@@
@@
- fn dial(&self, host: &str);
+ fn dial(&self, host: &str, timeout: u64);

@@
expression e1, e2;
@@
- e1.connect(e2)
+ e1.connect(e2, 30)
