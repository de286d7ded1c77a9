@@
@@
- use crate::old::Client;
+ use crate::new::Client;
