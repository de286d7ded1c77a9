//! How deep a patch may nest, so that no patch can crash the process. Reading a rule body
//! recurses on its nesting (disjunctions in disjunctions, nests in nests, brackets in code), and
//! so do the lowering to the pattern IR and the matcher that runs the pattern: a patch with
//! 4,300 nested disjunctions or 9,400 nested parentheses overflowed the stack and aborted the
//! process. Such a rule is refused with an error before anything recursive sees it.

use crate::diag::SmplError;

/// The deepest nesting of a rule body: brackets, disjunctions and nests together. Hand-written
/// patches stay under a few dozen; generated ones of hundreds are accepted.
pub const MAX_PATCH_DEPTH: usize = 1_000;

/// The most tokens a rule header may have: a dependency nests at most one level a token
/// (`!!!a`, `((a))`, `a && b && ...`), and evaluating and dropping one recurses on that.
pub const MAX_HEADER_TOKENS: usize = 1_000;

/// An error when the body `src[start..end]` nests deeper than [`MAX_PATCH_DEPTH`].
pub fn check_body(src: &str, start: usize, end: usize) -> Option<SmplError> {
    let text = &src[start..end];
    // Column-0 `(` of disjunctions and inline `\(` count as brackets too.
    let brackets = frag::depth::bracket_depth(text, ra_ap_syntax::Edition::Edition2021, MAX_PATCH_DEPTH);
    let depth = brackets + nest_depth(text);
    (depth > MAX_PATCH_DEPTH).then(|| {
        SmplError::at(
            start,
            format!("this rule nests deeper than {MAX_PATCH_DEPTH} levels (brackets, disjunctions and nests): refused"),
        )
    })
}

/// How deep `<... ...>` nests (an upper bound: openers in strings count too).
fn nest_depth(text: &str) -> usize {
    let bytes = text.as_bytes();
    let (mut depth, mut max, mut i) = (0usize, 0usize, 0usize);
    while i < bytes.len() {
        let rest = &bytes[i..];
        if rest.starts_with(b"<...") || rest.starts_with(b"<+...") {
            depth += 1;
            max = max.max(depth);
            i += 4;
        } else if rest.starts_with(b"...>") || rest.starts_with(b"...+>") {
            depth = depth.saturating_sub(1);
            i += 4;
        } else {
            i += 1;
        }
    }
    max
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nests_count_with_brackets() {
        assert_eq!(nest_depth(" <...\n <+...\n- f(x);\n ...+>\n ...>\n <... g() ...>\n"), 2);
        let deep = format!("{}- x;\n{}", " <...\n".repeat(MAX_PATCH_DEPTH), " ...>\n".repeat(MAX_PATCH_DEPTH));
        assert!(check_body(&deep, 0, deep.len()).is_none(), "at the limit");
        let deeper = format!(" g(\n{deep} )\n");
        let err = check_body(&deeper, 0, deeper.len()).unwrap();
        assert!(err.message.starts_with("this rule nests deeper than 1000 levels"), "{}", err.message);
    }
}
