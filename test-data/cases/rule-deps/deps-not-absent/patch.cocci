@ has_logger @
@@
  init_logger(...)

@ depends on !has_logger @
expression e;
@@
- log_line(e)
+ eprintln!("{}", e)
