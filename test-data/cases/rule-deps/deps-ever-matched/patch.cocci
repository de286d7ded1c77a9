@ spawns @
@@
  std::thread::spawn(...)

@ depends on ever spawns @
expression e;
@@
- Rc::new(e)
+ Arc::new(e)
