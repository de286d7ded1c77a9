@@
@@
- use scopeguard::guard;
+ use guards::guard;
