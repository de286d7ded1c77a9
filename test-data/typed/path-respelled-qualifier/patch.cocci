@@
expression e;
@@
- std::io::Error::new(std::io::ErrorKind::Other, e)
+ std::io::Error::other(e)
