@@
@@
- Legacy,
