@ rename identifier @
@@
- old_name
+ new_name
