// transmute-audit: reports every `mem::transmute` (report only, `*`).
//
// Many have a safe replacement: `f32::to_bits`/`from_bits`, `u32::from_ne_bytes`,
// `<*const T>::cast`, `as` for pointer-to-integer... A review, not a rewrite: which one fits
// depends on the types. Paths as written: `std::mem::transmute`, `core::mem::transmute`,
// `mem::transmute`, `transmute` (after `use std::mem::transmute;`), with or without `::<A, B>`.

@ transmute @
expression e;
type A, B;
@@
(
* std::mem::transmute(e)
|
* std::mem::transmute::<A, B>(e)
|
* core::mem::transmute(e)
|
* core::mem::transmute::<A, B>(e)
|
* mem::transmute(e)
|
* mem::transmute::<A, B>(e)
|
* transmute(e)
|
* transmute::<A, B>(e)
)
