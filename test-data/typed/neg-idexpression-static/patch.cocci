@@
local idexpression x;
@@
- drop(x);
+ std::mem::drop(x);
