@ r type @
@@
- OldCfg
+ NewCfg
