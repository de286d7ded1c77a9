// mem-take: `mem::replace(x, Default::default())` and `mem::replace(x, Vec::new())` (or
// `String::new()`) -> `mem::take(x)` (clippy::mem_replace_with_default).
//
// Paths are matched as written: `std::mem::replace`, `core::mem::replace`, `mem::replace`.
// Safe: `take` is `replace` with the default value.

@ mem_take @
expression x;
@@
(
- std::mem::replace(x, \( Default::default() \| Vec::new() \| String::new() \))
+ std::mem::take(x)
|
- core::mem::replace(x, \( Default::default() \| Vec::new() \| String::new() \))
+ core::mem::take(x)
|
- mem::replace(x, \( Default::default() \| Vec::new() \| String::new() \))
+ mem::take(x)
)
