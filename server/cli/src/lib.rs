//! The `cocci` command line: walking folders, reading crate editions, running the engine in
//! parallel, printing diffs and reports, writing files atomically.

pub mod cfg_cmd;
pub mod run;
pub mod write;
