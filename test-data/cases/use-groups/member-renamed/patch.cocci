@@
@@
- use scopeguard::guard;
+ use scopeguard::guard_with;
