// thread-sleep-ms: `thread::sleep_ms(n)` -> `thread::sleep(Duration::from_millis(u64::from(n)))`
// (`sleep_ms` is deprecated since Rust 1.6).
//
// Paths as written: `std::thread::sleep_ms`, `thread::sleep_ms`. The `Duration` is written with
// its full path, so no import is needed.
// Safe: `sleep_ms` took a `u32`, which `u64::from` widens.

@ sleep_ms @
expression n;
@@
(
- std::thread::sleep_ms(n)
+ std::thread::sleep(std::time::Duration::from_millis(u64::from(n)))
|
- thread::sleep_ms(n)
+ thread::sleep(std::time::Duration::from_millis(u64::from(n)))
)
