// legacy-numeric-constants: `u32::max_value()` -> `u32::MAX` (and `min_value`), and the
// deprecated modules' constants `std::u32::MAX`, `std::f64::EPSILON`... -> `u32::MAX`,
// `f64::EPSILON`; `use std::u32;` of an integer module is removed
// (clippy::legacy_numeric_constants).
//
// Only the primitive numeric types. `std::f64::consts::PI` is not a legacy path and is kept,
// and so is `use std::f64;` (it may be there for `f64::consts`).
// Safe: the same values.

@ max_min_value @
type T = {u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize};
@@
(
- T::max_value()
+ T::MAX
|
- T::min_value()
+ T::MIN
)

@ module_constant @
identifier t = {u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64};
identifier c;
@@
(
- std::t::c
+ t::c
|
- core::t::c
+ t::c
)

@ module_import @
identifier t = {u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize};
@@
(
- use std::t;
|
- use core::t;
)
