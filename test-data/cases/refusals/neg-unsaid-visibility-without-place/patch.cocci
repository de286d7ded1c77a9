@@
@@
- use crate::limits::MAX;
+ const MAX: usize = 64;
