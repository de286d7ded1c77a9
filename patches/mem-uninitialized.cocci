// mem-uninitialized: reports `mem::uninitialized()` and `mem::zeroed()` (report only, `*`).
//
// `uninitialized` is deprecated since Rust 1.39 and undefined behaviour for almost every type;
// `zeroed` is undefined behaviour for references, `NonNull`, `bool`, enums... There is no
// mechanical fix: the code must move to `MaybeUninit<T>`, writing every field before
// `assume_init()`. Run with `cocci check`.

@ uninitialized @
type T;
@@
(
* std::mem::uninitialized()
|
* std::mem::uninitialized::<T>()
|
* mem::uninitialized()
|
* mem::uninitialized::<T>()
|
* std::mem::zeroed()
|
* std::mem::zeroed::<T>()
|
* mem::zeroed()
|
* mem::zeroed::<T>()
)
