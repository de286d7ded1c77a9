//! The `cocci` command line: walking folders, reading crate editions, running the engine in
//! parallel, printing diffs and reports, writing files safely.

pub mod cfg_cmd;
pub mod columns;
pub mod fault;
pub mod output;
pub mod run;
pub mod stack;
pub mod verify;
pub mod verify_build;
pub mod write;
