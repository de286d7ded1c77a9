//! From a rule's matches to edits of the text.

pub mod comments;
pub mod compose;
pub mod edit;
pub mod fresh;
pub mod layout;
pub mod nostd;
pub mod plus_plan;
pub mod prec;
pub mod refuse;
pub mod reparse;
pub mod respell;
pub mod rewrite;
pub mod scoping;
pub mod unsaid;
