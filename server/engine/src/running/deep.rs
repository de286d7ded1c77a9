//! Input too deep to work on: the problems that say what was skipped. The
//! measuring is `frag::depth`'s; the driver skips a file whose text nests deeper than
//! `frag::depth::MAX_DEPTH` brackets without parsing it, and the top-level items whose trees are
//! deeper, so that no recursion of the matcher, the graph builder or the rewriter can overflow a
//! thread's stack.

use crate::Problem;
use frag::depth::{Deep, too_deep_message};

/// The whole file was skipped.
pub fn file_problem(depth: usize) -> Problem {
    Problem { rule: String::new(), at: None, message: too_deep_message("the file", depth), patch_line: None }
}

/// One top-level item was skipped.
pub fn part_problem(deep: &Deep) -> Problem {
    Problem {
        rule: String::new(),
        at: Some(deep.range),
        message: too_deep_message("this item", deep.depth),
        patch_line: None,
    }
}

/// The arguments of the macro call at `at` were not looked into: it sits inside more than
/// `code::MAX_MACRO_NESTING` macro calls.
pub fn macro_problem(at: ra_ap_syntax::TextRange) -> Problem {
    let message = format!(
        "macro calls nest deeper than {} levels here: the arguments inside were not looked into",
        crate::code::MAX_MACRO_NESTING
    );
    Problem { rule: String::new(), at: Some(at), message, patch_line: None }
}
