@ uses_tokio @
@@
  tokio::spawn(...)

@ depends on uses_tokio @
expression d;
@@
- std::thread::sleep(d)
+ tokio::time::sleep(d).await
