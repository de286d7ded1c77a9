//! Wording of the compiler's errors in the terms a patch author uses.
//!
//! rust-analyzer names tokens and nodes by their internal kinds (`R_PAREN`, `PATH_EXPR`); an
//! error about a patch should speak of `)` and "an expression". Kept apart so every message the
//! parser and the lowering print reads the same way.

use ra_ap_syntax::SyntaxKind;

/// What a node of this kind is, in words, for an error saying a metavariable does not fit it.
pub(super) fn describe_syntax(kind: SyntaxKind) -> &'static str {
    use SyntaxKind::*;
    match kind {
        NAME | NAME_REF => "a name",
        IDENT_PAT | PATH_PAT | TUPLE_STRUCT_PAT => "a pattern",
        PATH_TYPE | PATH => "a type or path",
        PARAM => "a parameter",
        PATH_EXPR => "an expression",
        _ => "other code",
    }
}

/// Turns rust-analyzer's token names into the characters users type.
pub(super) fn friendly_parse_error(msg: &str) -> String {
    const TOKENS: &[(&str, &str)] = &[
        ("SEMICOLON", "`;`"),
        ("COMMA", "`,`"),
        ("COLON", "`:`"),
        ("R_PAREN", "`)`"),
        ("L_PAREN", "`(`"),
        ("R_CURLY", "`}`"),
        ("L_CURLY", "`{`"),
        ("R_BRACK", "`]`"),
        ("L_BRACK", "`[`"),
        ("R_ANGLE", "`>`"),
        ("L_ANGLE", "`<`"),
        ("EQ", "`=`"),
        ("FAT_ARROW", "`=>`"),
        ("PIPE", "`|`"),
        ("IDENT", "an identifier"),
    ];
    let mut out = msg.to_owned();
    for (name, shown) in TOKENS {
        if let Some(rest) = out.strip_prefix("expected ")
            && rest == *name
        {
            out = format!("expected {shown}");
        }
    }
    out
}
