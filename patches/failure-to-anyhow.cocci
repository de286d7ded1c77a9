// failure-to-anyhow: move code from the `failure` crate to `anyhow`.
//   failure::Error -> anyhow::Error          failure::Fallible<T> -> anyhow::Result<T>
//   failure::err_msg(m) -> anyhow::Error::msg(m)
//   failure::format_err!(..), format_err!(..) -> anyhow::anyhow!(..)
//   use failure::{Error, bail, ensure, format_err}  -> use anyhow::..;
//   use failure::ResultExt -> use anyhow::Context;  use failure::Fallible -> use anyhow::Result as Fallible;
//
// Not converted: `#[derive(Fail)]` types and `impl Fail` (move them to `thiserror` by hand:
// cocci cannot yet bind the arguments of `#[fail(display = ..)]`), `failure::Fail` bounds,
// `.compat()`, and `use failure::{..}` groups naming other items (they are reported by the
// last rule; `cocci check` shows them).
// Unsafe: `ResultExt::context` on a `Result` gave a `Context<D>` error, anyhow's gives an
// `anyhow::Error`: code naming `failure::Context` does not compile until rewritten.
// `err_msg` is matched as written, also without the `failure::` path.

@ imports @
identifier x = {Error, bail, ensure, format_err};
@@
(
- use failure::x;
+ use anyhow::x;
|
- use failure::ResultExt;
+ use anyhow::Context;
|
- use failure::Fallible;
+ use anyhow::Result as Fallible;
|
- use failure::{Error, ResultExt};
+ use anyhow::{Context, Error};
|
- use failure::{ResultExt, Error};
+ use anyhow::{Context, Error};
)

@ error_type type @
@@
- failure::Error
+ anyhow::Error

@ fallible @
type T;
@@
- failure::Fallible<T>
+ anyhow::Result<T>

@ err_msg @
expression m;
@@
(
- failure::err_msg(m)
+ anyhow::Error::msg(m)
|
- err_msg(m)
+ anyhow::Error::msg(m)
)

@ format_err @
expression list es;
@@
(
- failure::format_err!(es)
+ anyhow::anyhow!(es)
|
- format_err!(es)
+ anyhow::anyhow!(es)
)

@ left @
@@
* use failure::{...};
