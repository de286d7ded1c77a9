// tokio-0.2-to-1: the renames of tokio 1.0.
//   tokio::time::delay_for(d) -> tokio::time::sleep(d)      delay_until -> sleep_until
//   tokio::time::Delay -> tokio::time::Sleep
//   use tokio::time::delay_for; -> use tokio::time::sleep;  (and then `delay_for(d)` -> `sleep(d)`)
//   Builder::new().threaded_scheduler() -> Builder::new_multi_thread()
//   Builder::new().basic_scheduler() -> Builder::new_current_thread()
//   .core_threads(n) -> .worker_threads(n), .max_threads(n) -> .max_blocking_threads(n)
//     (only in a chain that starts with one of the builders)
//
// Unsafe: `Delay` was `Unpin`, `Sleep` is not (see below); otherwise the same calls renamed.
// Not converted: `#[tokio::main(core_threads = n)]` (cocci cannot yet bind attribute
// arguments: write `worker_threads` by hand), `TcpListener::incoming()`, `tokio::stream`
// (now the `tokio-stream` crate). `Delay` was `Unpin`, `Sleep` is not: a `Sleep` kept in a
// struct or `select!`ed by reference must be pinned (`Box::pin`, `tokio::pin!`): it does not
// compile until then.

@ sleep @
expression d;
@@
(
- tokio::time::delay_for(d)
+ tokio::time::sleep(d)
|
- tokio::time::delay_until(d)
+ tokio::time::sleep_until(d)
|
- time::delay_for(d)
+ time::sleep(d)
|
- time::delay_until(d)
+ time::sleep_until(d)
)

@ sleep_import @
@@
(
- use tokio::time::delay_for;
+ use tokio::time::sleep;
|
- use tokio::time::delay_until;
+ use tokio::time::sleep_until;
)

@ bare_sleep depends on sleep_import @
expression d;
@@
(
- delay_for(d)
+ sleep(d)
|
- delay_until(d)
+ sleep_until(d)
)

@ delay_type type @
@@
- tokio::time::Delay
+ tokio::time::Sleep

@ builder @
@@
(
- tokio::runtime::Builder::new().threaded_scheduler()
+ tokio::runtime::Builder::new_multi_thread()
|
- tokio::runtime::Builder::new().basic_scheduler()
+ tokio::runtime::Builder::new_current_thread()
|
- Builder::new().threaded_scheduler()
+ Builder::new_multi_thread()
|
- Builder::new().basic_scheduler()
+ Builder::new_current_thread()
)

@ builder_methods @
expression e, n;
@@
(
(
- e.core_threads(n)
+ e.worker_threads(n)
|
- e.max_threads(n)
+ e.max_blocking_threads(n)
)
&
  <+... \( Builder::new_multi_thread() \| Builder::new_current_thread() \) ...+>
)
