@ spawns @
@@
  std::thread::spawn(...)

@ depends on never spawns @
expression e;
@@
- Arc::new(e)
+ Rc::new(e)
