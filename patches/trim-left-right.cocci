// trim-left-right: the deprecated `str` methods `trim_left`, `trim_right`, `trim_left_matches`,
// `trim_right_matches` -> `trim_start`, `trim_end`, `trim_start_matches`, `trim_end_matches`
// (deprecated since Rust 1.33).
//
// Safe for `str` (and `String`, through deref): the same functions under their new names.
// A type of your own with methods of the old names would not compile.

@ trim @
expression s, p;
@@
(
- s.trim_left()
+ s.trim_start()
|
- s.trim_right()
+ s.trim_end()
|
- s.trim_left_matches(p)
+ s.trim_start_matches(p)
|
- s.trim_right_matches(p)
+ s.trim_end_matches(p)
)
