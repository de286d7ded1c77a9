// chars-next-cmp: `s.chars().next() == Some(c)` -> `s.starts_with(c)`, and
// `s.chars().last() == Some(c)` -> `s.ends_with(c)` (clippy::chars_next_cmp, chars_last_cmp).
//
// Safe for `str` and `String` (a `char` is a pattern). A type of your own with `chars()` but
// no `starts_with` would not compile.

@ chars_cmp @
expression s, c;
@@
(
- s.chars().next() == Some(c)
+ s.starts_with(c)
|
- s.chars().next() != Some(c)
+ !s.starts_with(c)
|
- s.chars().last() == Some(c)
+ s.ends_with(c)
|
- s.chars().last() != Some(c)
+ !s.ends_with(c)
)
