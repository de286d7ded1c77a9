//! Matching a rule's patterns against code.

pub mod fields;
pub mod flow;
pub mod gaps;
pub mod generic_path;
pub mod graph;
pub(crate) mod height;
mod isos;
pub(crate) mod lenient;
pub mod matcher;
pub mod name_uses;
pub(crate) mod negation;
pub mod paths;
pub mod quick;
pub mod script_constraints;
pub mod search;
pub mod seq;
pub(crate) mod shorthand;
pub mod state;
pub mod typed;
pub mod user_isos;
pub mod walk;
