//! Input too deep to work on (issue 12, item 5): the problems that say what was skipped. The
//! measuring is `frag::depth`'s; the driver skips a file whose text nests deeper than
//! `frag::depth::MAX_DEPTH` brackets without parsing it, and the top-level items whose trees are
//! deeper, so that no recursion of the matcher, the graph builder or the rewriter can overflow a
//! thread's stack.

use crate::{LineCol, Problem};
use frag::depth::{Deep, too_deep_message};

/// The whole file was skipped.
pub fn file_problem(depth: usize) -> Problem {
    Problem { rule: String::new(), at: None, message: too_deep_message("the file", depth) }
}

/// One top-level item of `text` was skipped.
pub fn part_problem(text: &str, deep: &Deep) -> Problem {
    let at = LineCol::of(text, deep.range.start().into());
    Problem { rule: String::new(), at: Some(at), message: too_deep_message("this item", deep.depth) }
}
