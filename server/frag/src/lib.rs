//! Parsing pieces of Rust: text as a given kind of fragment (expression, statements, type...),
//! and the contents of macro calls as expressions or items.
//!
//! `ra_ap_syntax` only exposes whole-file and expression parsing; the other entry points of
//! `ra_ap_parser` are driven here the same way rust-analyzer drives them for macro expansion.

pub mod depth;
mod edited;

pub use edited::edited_items_parse;

use ra_ap_parser::{LexedStr, StrStep, TopEntryPoint};
use ra_ap_syntax::{Edition, NodeOrToken, SyntaxKind, SyntaxNode, SyntaxTreeBuilder, TextRange, TextSize};

/// The syntactic category a fragment is parsed as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FragmentKind {
    Expr,
    Type,
    /// A sequence of statements (items count as statements); semicolons optional.
    Stmts,
    Items,
    Pattern,
    /// Match arms (`Some(x) => x,`), as in a `match`'s braces.
    MatchArms,
    /// Struct fields (`a: u8, b: T`), as in a struct's braces.
    Fields,
    /// Enum variants (`A, B(u8)`), as in an enum's braces.
    Variants,
    /// Outer attributes (`#[inline]`), as on an item. The root holds a fn the attributes are
    /// on (its name is [`ATTRS_HOST`]); offsets are those of the text.
    Attrs,
}

/// The name of the fn that [`FragmentKind::Attrs`] fragments are parsed on.
pub const ATTRS_HOST: &str = "__cocci_attrs_host";

impl FragmentKind {
    /// For the list kinds, the syntax around the text that makes it parse, and the list node.
    fn wrapper(self) -> Option<(&'static str, SyntaxKind, TopEntryPoint)> {
        match self {
            FragmentKind::MatchArms => Some(("match x ", SyntaxKind::MATCH_ARM_LIST, TopEntryPoint::Expr)),
            FragmentKind::Fields => Some(("struct S ", SyntaxKind::RECORD_FIELD_LIST, TopEntryPoint::MacroItems)),
            FragmentKind::Variants => Some(("enum E ", SyntaxKind::VARIANT_LIST, TopEntryPoint::MacroItems)),
            _ => None,
        }
    }
}

/// A parse error inside a fragment, with its range in the fragment's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragmentError {
    pub message: String,
    pub range: TextRange,
}

/// Parses `text` as `kind`. Never panics; errors are returned beside the tree, at offsets of
/// `text`. For the list kinds (match arms, fields, variants) the root is the list node, whose
/// text is `{` + `text` + `}`: offsets in that tree are one more than in `text`.
pub fn parse_fragment(text: &str, kind: FragmentKind, edition: Edition) -> (SyntaxNode, Vec<FragmentError>) {
    if kind == FragmentKind::Attrs {
        let wrapped = format!("{text}\nfn {ATTRS_HOST}() {{}}");
        let (root, errors) = parse_entry(&wrapped, TopEntryPoint::MacroItems, edition);
        let end = TextSize::new(text.len() as u32);
        let errors = errors
            .into_iter()
            .map(|e| {
                let start = e.range.start().min(end);
                FragmentError { message: e.message, range: TextRange::at(start, e.range.len().min(end - start)) }
            })
            .collect();
        return (root, errors);
    }
    if let Some((prefix, list_kind, entry)) = kind.wrapper() {
        let wrapped = format!("{prefix}{{{text}}}");
        let (root, errors) = parse_entry(&wrapped, entry, edition);
        let list = root.descendants().find(|n| n.kind() == list_kind);
        let back = TextSize::new(prefix.len() as u32 + 1);
        let errors = errors
            .into_iter()
            .map(|e| {
                // Errors in the wrapper (at the closing brace) point at the end of `text`.
                let end = TextSize::new(text.len() as u32);
                let start = e.range.start().checked_sub(back).unwrap_or_default().min(end);
                let len = e.range.len().min(end - start);
                FragmentError { message: e.message, range: TextRange::at(start, len) }
            })
            .collect();
        return match list {
            Some(list) => (SyntaxNode::new_root(list.green().to_owned()), errors),
            None => (root, errors),
        };
    }
    let entry = match kind {
        FragmentKind::Expr => TopEntryPoint::Expr,
        FragmentKind::Type => TopEntryPoint::Type,
        FragmentKind::Stmts => TopEntryPoint::MacroStmts,
        FragmentKind::Items => TopEntryPoint::MacroItems,
        FragmentKind::Pattern => TopEntryPoint::Pattern,
        FragmentKind::MatchArms | FragmentKind::Fields | FragmentKind::Variants | FragmentKind::Attrs => {
            TopEntryPoint::Expr
        }
    };
    parse_entry(text, entry, edition)
}

/// A whole file parsed, as `SourceFile::parse` parses it (the same tree and parse errors),
/// with the number of lexer and parser errors. `Parse::errors` also validates the whole tree
/// (escapes, misplaced keywords), a walk that costs a third of parsing: a caller that only
/// needs to know whether the file parses asks this count instead, and `errors()` only when
/// it compares a rewrite.
pub fn parse_file(text: &str, edition: Edition) -> (ra_ap_syntax::Parse<ra_ap_syntax::SourceFile>, usize) {
    let lexed = LexedStr::new(edition, text);
    let mut builder = SyntaxTreeBuilder::default();
    let errors = build(&lexed, TopEntryPoint::SourceFile, edition, &mut builder);
    let parser_errors = errors.len();
    for (msg, pos) in errors {
        builder.error(msg, TextSize::new(pos as u32));
    }
    let lexer_errors = lexed.errors().count();
    // The library keeps a lexer error's range, which a builder cannot: for a file with one (an
    // unterminated literal), the library's own parse, so that re-parsing it later merges its
    // errors as the library's would. The count stays ours.
    let parse = if lexer_errors == 0 { builder.finish().cast::<ra_ap_syntax::SourceFile>() } else { None };
    let parse = parse.unwrap_or_else(|| ra_ap_syntax::SourceFile::parse(text, edition));
    (parse, parser_errors + lexer_errors)
}

/// Parses lexed text from `entry` into `builder`; the parser's errors, with their offsets.
fn build(
    lexed: &LexedStr,
    entry: TopEntryPoint,
    edition: Edition,
    builder: &mut SyntaxTreeBuilder,
) -> Vec<(String, usize)> {
    let output = entry.parse(&lexed.to_input(edition));
    let mut errors = Vec::new();
    lexed.intersperse_trivia(&output, &mut |step| match step {
        StrStep::Token { kind, text } => builder.token(kind, text),
        StrStep::Enter { kind } => builder.start_node(kind),
        StrStep::Exit => builder.finish_node(),
        StrStep::Error { msg, pos } => errors.push((msg.to_owned(), pos)),
    });
    errors
}

fn parse_entry(text: &str, entry: TopEntryPoint, edition: Edition) -> (SyntaxNode, Vec<FragmentError>) {
    let lexed = LexedStr::new(edition, text);
    // The expression, type and pattern entry points give several top-level nodes on some
    // inputs (`#[inline]` as an expression); a tree needs one root, so build under a wrapper
    // and unwrap it when there is exactly one node inside.
    let mut builder = SyntaxTreeBuilder::default();
    builder.start_node(SyntaxKind::ERROR);
    let mut errors: Vec<FragmentError> = build(&lexed, entry, edition, &mut builder)
        .into_iter()
        .map(|(message, pos)| FragmentError { message, range: TextRange::empty(TextSize::new(pos as u32)) })
        .collect();
    builder.finish_node();
    for (i, msg) in lexed.errors() {
        let r = lexed.text_range(i);
        errors.push(FragmentError {
            message: msg.to_owned(),
            range: TextRange::new(TextSize::new(r.start as u32), TextSize::new(r.end as u32)),
        });
    }
    let wrapper = builder.finish().syntax_node();
    let mut children = wrapper.children_with_tokens();
    let root = match (children.next(), children.next()) {
        (Some(NodeOrToken::Node(only)), None) => SyntaxNode::new_root(only.green().to_owned()),
        _ => wrapper,
    };
    (root, errors)
}

/// The comma-separated expressions inside a macro call's token tree, parsed as Rust.
pub struct MacroArgs {
    /// An `ARG_LIST` (for `m!(a, b)`-like calls) or an `ARRAY_EXPR` (for `vec![x; n]`).
    pub list: SyntaxNode,
    /// Add to offsets in `list` to get offsets in the token tree's own tree.
    pub shift: i64,
}

/// Parses the inside of a token tree (`(a, b)`, `[x; n]`, `{a}`) as an argument list, the way a
/// call would be parsed. Fails when the tokens are not expressions (`macro_rules!`, custom DSLs).
pub fn parse_macro_args(tt: &SyntaxNode, edition: Edition) -> Option<MacroArgs> {
    // A `;` between the arguments: no argument list (only `[x; n]` has one). Seen on the
    // tokens, before the text is built and parsed (a 10 MB macro body of statements was
    // parsed twice for nothing).
    let first = tt.first_token().map(|t| t.kind());
    if first != Some(SyntaxKind::L_BRACK) && inner_tokens(tt).any(|t| t.kind() == SyntaxKind::SEMICOLON) {
        return None;
    }
    let text = tt.text().to_string();
    let open = text.chars().next()?;
    let close = match open {
        '(' => ')',
        '[' => ']',
        '{' => '}',
        _ => return None,
    };
    if !text.ends_with(close) || text.len() < 2 {
        return None;
    }
    let inner = &text[1..text.len() - 1];
    let inner_start = i64::from(u32::from(tt.text_range().start())) + 1;
    let as_call = format!("f({inner})");
    if let Some(list) = parse_complete_expr(&as_call, edition)
        .and_then(|e| e.children().find(|c| c.kind() == ra_ap_syntax::SyntaxKind::ARG_LIST))
    {
        return Some(MacroArgs { list, shift: inner_start - 2 });
    }
    if open == '[' {
        let as_array = format!("[{inner}]");
        if let Some(list) =
            parse_complete_expr(&as_array, edition).filter(|e| e.kind() == ra_ap_syntax::SyntaxKind::ARRAY_EXPR)
        {
            return Some(MacroArgs { list, shift: inner_start - 1 });
        }
    }
    None
}

/// The contents of a macro call as Rust: arguments (as [`parse_macro_args`]), or else items
/// (`my_tests! { fn a() {..} }`). For searching inside macro calls, not for
/// matching a macro-call pattern.
pub fn parse_macro_contents(tt: &SyntaxNode, edition: Edition) -> Option<MacroArgs> {
    if let Some(args) = parse_macro_args(tt, edition) {
        return Some(args);
    }
    if !may_start_items(tt, edition) {
        return None;
    }
    let text = tt.text().to_string();
    // A token tree left unclosed (`m! { a �`) ends with whatever came last: not parsed.
    let closed = matches!(
        (text.chars().next(), text.chars().last()),
        (Some('('), Some(')')) | (Some('['), Some(']')) | (Some('{'), Some('}'))
    );
    if text.len() < 2 || !closed {
        return None;
    }
    let inner = &text[1..text.len() - 1];
    let inner_start = i64::from(u32::from(tt.text_range().start())) + 1;
    // Only items: statements parse too easily (`SELECT a FROM b` is three of them), and a
    // token tree that is not Rust must never be rewritten.
    let (root, errors) = parse_fragment(inner, FragmentKind::Items, edition);
    let clean = errors.is_empty() && !root.descendants().any(|n| n.kind() == ra_ap_syntax::SyntaxKind::ERROR);
    clean.then_some(MacroArgs { list: root, shift: inner_start })
}

/// The tokens directly inside a token tree (not in the trees nested in it), trivia and the
/// delimiters left out.
fn inner_tokens(tt: &SyntaxNode) -> impl Iterator<Item = ra_ap_syntax::SyntaxToken> {
    let n = tt.children_with_tokens().count();
    tt.children_with_tokens()
        .enumerate()
        .filter(move |(i, _)| *i != 0 && *i + 1 != n)
        .filter_map(|(_, c)| c.into_token())
        .filter(|t| !t.kind().is_trivia())
}

/// Whether a token tree's contents may be items: empty, or starting with an attribute, a
/// keyword, a macro call (`m! {..}`, `a::m!(..)`) or a contextual keyword (`union`,
/// `macro_rules`). Statements and expressions (`x.unwrap();`) cannot; their parse as items
/// would only fail.
fn may_start_items(tt: &SyntaxNode, edition: Edition) -> bool {
    let mut inside = tt.children_with_tokens().skip(1).filter(|c| !c.kind().is_trivia());
    let Some(first) = inside.next() else { return true };
    let Some(first) = first.into_token() else { return false };
    let next = inside.next().map(|c| c.kind());
    match first.kind() {
        SyntaxKind::POUND | SyntaxKind::COLON | SyntaxKind::COLON2 => true,
        SyntaxKind::IDENT => {
            matches!(next, Some(SyntaxKind::BANG | SyntaxKind::COLON | SyntaxKind::COLON2))
                || ["union", "auto", "default", "macro_rules", "safe"].contains(&first.text())
        }
        // The closing delimiter: nothing inside.
        k if next.is_none() => k.is_punct(),
        k => k.is_keyword(edition),
    }
}

/// Parses `text` as one expression covering all of it, with no errors.
pub fn parse_complete_expr(text: &str, edition: Edition) -> Option<SyntaxNode> {
    let (root, errors) = parse_fragment(text, FragmentKind::Expr, edition);
    let complete = errors.is_empty()
        && u32::from(root.text_range().end()) as usize == text.len()
        && !root.descendants().any(|n| n.kind() == ra_ap_syntax::SyntaxKind::ERROR);
    complete.then_some(root)
}

#[cfg(test)]
mod parse_file_tests {
    use super::*;

    #[test]
    fn parse_file_gives_the_librarys_tree_and_counts_errors_without_validating() {
        let texts = [
            "fn f() { let x = 1; }\n",
            "\u{feff}fn f() {}\n",
            "fn f( { let x = ; }\n",
            "fn f() { let s = \"unterminated; }\n",
            "struct S { a: u8,, }\nimpl S { fn g(&self) -> u8 { self.a } }\n",
            "",
        ];
        for text in texts {
            let (parse, n) = parse_file(text, Edition::Edition2021);
            let library = ra_ap_syntax::SourceFile::parse(text, Edition::Edition2021);
            assert_eq!(parse.debug_dump(), library.debug_dump(), "{text:?}");
            assert_eq!(n, library.errors().len(), "{text:?}");
        }
        // A validation error (a visibility a trait's items cannot have) is not a parse error:
        // the file parses.
        let text = "impl T for S { pub fn f() {} }\n";
        let (parse, n) = parse_file(text, Edition::Edition2021);
        assert_eq!(n, 0);
        assert_eq!(parse.errors().len(), 1, "validation still finds it when asked");
    }
}
