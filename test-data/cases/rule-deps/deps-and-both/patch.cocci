@ threads @
@@
  std::thread::spawn(...)

@ locks @
@@
  Mutex::new(...)

@ depends on threads && locks @
expression e;
@@
- Rc::new(e)
+ Arc::new(e)
