@ rename @
@@
- old_name
+ new_name
