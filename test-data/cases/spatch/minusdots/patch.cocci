@@
identifier ptr;
@@
- if !ptr {
-     ...
- }
