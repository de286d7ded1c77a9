// bool-comparison: `x == true` -> `x`, `x == false` -> `!x`, and the `!=` forms
// (clippy::bool_comparison).
//
// Safe for `bool`. The only other types these compile for are your own with a `PartialEq<bool>`
// (where the rewrite then does not compile).

@ bool_comparison @
expression e;
@@
(
- e == true
+ e
|
- e == false
+ !e
|
- e != true
+ !e
|
- e != false
+ e
|
- true == e
+ e
|
- false == e
+ !e
)
