@ r @
@@
- OldCfg
+ NewCfg
