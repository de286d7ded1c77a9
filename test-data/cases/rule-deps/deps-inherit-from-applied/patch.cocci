@ uses_tokio @
@@
  tokio::spawn(...)

@ slow depends on uses_tokio @
identifier x;
@@
  let x = std::fs::read_to_string(...);

@@
identifier slow.x;
expression p;
@@
- let x = std::fs::read_to_string(p);
+ let x = tokio::fs::read_to_string(p).await;
