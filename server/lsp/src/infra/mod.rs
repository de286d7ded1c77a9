//! The server's plumbing, which knows nothing of patches, matches or the server's state:
//!
//! - `framing` and `transport`: the JSON-RPC connection, proof against a hostile or buggy client;
//! - `encoding`: LSP positions (UTF-16 or UTF-8 code units) to byte offsets and back;
//! - `confine`: which paths the server may read and edit (inside the workspace folders);
//! - `pool`: the worker threads every parse and match runs on;
//! - `latest`: the latest-wins driver (one run in flight per key, later requests folded);
//! - `idle`: knowing when no background work is left.
//!
//! Nothing here refers to the rest of the crate; the features build on it.

pub mod confine;
pub mod encoding;
pub mod framing;
pub mod idle;
pub mod latest;
pub mod pool;
pub mod transport;
