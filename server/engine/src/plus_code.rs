//! Reading added code (or any piece of Rust text) as tokens, for the checks that look at what a
//! rewrite adds: which paths it names (`std::iter::repeat_n`), which it calls, which methods it
//! calls on a metavariable. Tokens, not a tree: a `+` line alone need not parse.

use ra_ap_syntax::SyntaxKind;

/// The tokens of `code` other than white space and comments: kind and text.
pub(crate) fn tokens(code: &str) -> Vec<(SyntaxKind, &str)> {
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, code);
    (0..lexed.len()).map(|i| (lexed.kind(i), &code[lexed.text_range(i)])).filter(|(k, _)| !k.is_trivia()).collect()
}

/// A path written in code: its names, and the kinds of the two tokens after it (to tell a
/// call `f(`, a turbofish `f::<`, a macro `f!`).
pub(crate) struct WrittenPath<'t> {
    pub names: Vec<&'t str>,
    pub next: [Option<SyntaxKind>; 3],
}

impl WrittenPath<'_> {
    /// Whether the path is called as a fn: `f(..)` or `f::<T>(..)`.
    pub(crate) fn is_called(&self) -> bool {
        self.next[0] == Some(SyntaxKind::L_PAREN)
            || self.next == [Some(SyntaxKind::COLON), Some(SyntaxKind::COLON), Some(SyntaxKind::L_ANGLE)]
    }
}

/// Every path of names (`a::b::c`) in `tokens` that does not follow a `.` or `::` (so method
/// and field names are not paths), longest first at each place.
pub(crate) fn paths<'t>(tokens: &[(SyntaxKind, &'t str)]) -> Vec<WrittenPath<'t>> {
    let kind = |i: usize| tokens.get(i).map(|t| t.0);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let starts = tokens[i].0 == SyntaxKind::IDENT
            && !matches!(i.checked_sub(1).and_then(kind), Some(SyntaxKind::DOT | SyntaxKind::COLON));
        if !starts {
            i += 1;
            continue;
        }
        let mut names = vec![tokens[i].1];
        let mut j = i + 1;
        while kind(j) == Some(SyntaxKind::COLON)
            && kind(j + 1) == Some(SyntaxKind::COLON)
            && kind(j + 2) == Some(SyntaxKind::IDENT)
        {
            names.push(tokens[j + 2].1);
            j += 3;
        }
        out.push(WrittenPath { names, next: [kind(j), kind(j + 1), kind(j + 2)] });
        i = j;
    }
    out
}

/// The methods `code` calls on the name `receiver` (`e.next()` gives `next`).
pub(crate) fn methods_on<'t>(tokens: &[(SyntaxKind, &'t str)], receiver: &str) -> Vec<&'t str> {
    tokens
        .windows(3)
        .filter(|w| w[0] == (SyntaxKind::IDENT, receiver) && w[1].0 == SyntaxKind::DOT && w[2].0 == SyntaxKind::IDENT)
        .map(|w| w[2].1)
        .collect()
}
