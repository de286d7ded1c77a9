//! Facts about a rule's patterns and a file's words, computed once before any matching:
//! which words a file must hold, where they occur, where each metavariable is bound, whether
//! a name the patch writes could mean something else in a file.

pub mod pattern_facts;
pub mod prefilter;
pub mod rebind;
pub mod scope;
pub mod words;
