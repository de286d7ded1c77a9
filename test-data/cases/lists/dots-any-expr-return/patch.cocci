@@
@@
- return Err(...);
+ return Err(Error::Invalid);
