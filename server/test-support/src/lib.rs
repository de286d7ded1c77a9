//! What the language server's tests, benchmarks and fuzzing harness share; never part of
//! `cocci` itself.
//!
//! - [`client`]: a language client that drives a server (in this process, or a child
//!   process's pipes) and collects what it publishes;
//! - [`reports`] and [`edits`]: reports and edits as an editor sees them, to compare the
//!   server's output with the engine's;
//! - [`workspace()`]: a temporary workspace with the files a test names;
//! - [`cases()`]: the repository's test cases (`test-data/cases`);
//! - [`fuzz`]: the server's own code paths as the fuzz targets drive them.
//!
//! # How it is wired
//!
//! This crate depends on `lsp` (a normal dependency), and reaches into a running server only
//! through `lsp::hooks`, a handful of handles the server keeps for it (see there why they
//! cannot live here). Who uses it:
//!
//! - `cocci-bench` and `cocci-fuzz`: a normal dependency (their binaries drive servers);
//! - `lsp`'s integration tests (`server/lsp/tests/`): a dev-dependency of `lsp`. They are
//!   crates of their own, linked to the one `lsp` this crate also uses: the types agree.
//! - `lsp`'s unit tests (`#[cfg(test)]` inside `server/lsp/src`), through that same
//!   dev-dependency, but for [`cases()`] only. A unit-test build compiles `lsp` itself once
//!   more, as the test crate, and that copy is not the `lsp` this crate links: a type of `lsp`
//!   that went from here into a unit test (a `Client`'s observer, a hook's answer) would be
//!   another type than the test's own. So only what speaks in plain types (strings, paths)
//!   serves unit tests; whatever hands out `lsp`'s types serves the integration tests.

pub mod cases;
pub mod client;
pub mod edits;
pub mod fuzz;
pub mod reports;
pub mod workspace;

pub use cases::cases;
pub use client::{Client, TIMEOUT, uri};
pub use edits::{apply_text_edits, edits_for, offset};
pub use reports::{Reported, published, reported, utf16_position};
pub use workspace::workspace;
