// bare-trait-object: `Box<std::error::Error>`, `Box<Fn(A) -> B>`, `&Fn(..)`, `Box<Any>`... ->
// with `dyn` (trait objects without `dyn` are deprecated, and an error from edition 2021).
//
// Only names that are std traits wherever they are written (`std::error::Error`,
// `error::Error`, `Fn`/`FnMut`/`FnOnce`, `std::any::Any`, `Any`); a bare `Error` may be a type
// of your own and is left alone.
// Safe: the same type.

@ boxed @
type A, B;
@@
(
- Box<std::error::Error>
+ Box<dyn std::error::Error>
|
- Box<std::error::Error + Send + Sync>
+ Box<dyn std::error::Error + Send + Sync>
|
- Box<error::Error>
+ Box<dyn error::Error>
|
- Box<error::Error + Send + Sync>
+ Box<dyn error::Error + Send + Sync>
|
- Box<Any>
+ Box<dyn Any>
|
- Box<std::any::Any>
+ Box<dyn std::any::Any>
|
- Box<Fn()>
+ Box<dyn Fn()>
|
- Box<Fn(A)>
+ Box<dyn Fn(A)>
|
- Box<Fn(A) -> B>
+ Box<dyn Fn(A) -> B>
|
- Box<FnMut(A)>
+ Box<dyn FnMut(A)>
|
- Box<FnMut(A) -> B>
+ Box<dyn FnMut(A) -> B>
|
- Box<FnOnce()>
+ Box<dyn FnOnce()>
|
- Box<FnOnce(A) -> B>
+ Box<dyn FnOnce(A) -> B>
)

// `&std::error::Error` alone would read as an expression: the rule says it is a type.
@ error_ref type @
@@
- &std::error::Error
+ &dyn std::error::Error

@ fn_ref @
type A, B;
@@
- &Fn(A) -> B
+ &dyn Fn(A) -> B
