// base64-engine: the free functions of base64 0.13 -> the `Engine` API of base64 0.21+.
//   base64::encode(x) -> base64::Engine::encode(&base64::engine::general_purpose::STANDARD, x)
//   base64::decode(x) -> base64::Engine::decode(&base64::engine::general_purpose::STANDARD, x)
//   base64::encode_config(x, base64::URL_SAFE) -> .. general_purpose::URL_SAFE ..  (the four
//   standard configs; decode_config too)
//
// Written with full paths and the trait named, so that no import is needed; `use
// base64::Engine as _;` and `STANDARD.encode(x)` read better if you prefer.
// Only calls written `base64::..`: a bare `encode(x)` after `use base64::encode;` is left alone.
// Safe: the same alphabets and padding. Custom configs are not converted.

@ plain @
expression x;
@@
(
- base64::encode(x)
+ base64::Engine::encode(&base64::engine::general_purpose::STANDARD, x)
|
- base64::decode(x)
+ base64::Engine::decode(&base64::engine::general_purpose::STANDARD, x)
)

@ configs @
expression x;
identifier cfg = {STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD};
@@
(
- base64::encode_config(x, base64::cfg)
+ base64::Engine::encode(&base64::engine::general_purpose::cfg, x)
|
- base64::decode_config(x, base64::cfg)
+ base64::Engine::decode(&base64::engine::general_purpose::cfg, x)
)
