@@
expression code;
@@
- std::process::exit(code);
+ return Err(Exit(code));
