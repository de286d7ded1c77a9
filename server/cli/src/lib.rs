//! The `cocci` command line: arguments, running the `apply` step over the files `project`
//! selects in parallel, printing diffs and reports in their formats, writing files safely,
//! and `apply --verify`'s checks.

pub mod cfg_cmd;
pub mod color;
pub mod columns;
pub mod daemon;
pub mod explain;
pub mod fault;
pub mod generate;
pub mod infer;
pub mod mistakes;
pub mod model;
pub mod options;
pub mod order;
pub mod output;
pub mod pages;
pub mod paint;
pub mod progress;
pub mod run;
pub mod size;
pub mod snippet;
pub mod stack;
pub mod verify;
pub mod verify_build;
pub mod write;
