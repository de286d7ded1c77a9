@@
expression e;
@@
- Os::Unix => e,
+ Os::Unix | Os::Wasi => e,
