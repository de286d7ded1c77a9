@ uses_parking_lot @
@@
use parking_lot::Mutex;

@ depends on uses_parking_lot @
expression m;
@@
- m.lock().unwrap()
+ m.lock()
