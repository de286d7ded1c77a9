@@
expression m;
@@
- m.lock().unwrap()
+ m.lock().expect("mutex poisoned")
