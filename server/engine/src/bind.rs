//! Metavariable values and the environment a match builds.

use crate::code::{CodeEl, normalized_text, same_tokens};
use ra_ap_syntax::TextRange;
use smpl::pattern::MetaId;

#[derive(Clone, Debug)]
pub enum Value {
    /// Code of the file being matched: one element, or a run for list metavariables.
    Code(Vec<CodeEl>),
    /// A value inherited from an earlier rule, which may have seen another version of the file:
    /// kept as text and tokens. `implicit`: the length of a prefix of `text` that the compiler
    /// added itself (the auto-borrow of a receiver, `&mut ` of `&mut it` for `it.next()`),
    /// written only where nothing would add it again.
    Text { text: String, tokens: Vec<String>, implicit: usize },
    /// Where code matched (`e@p`): a range of the file.
    Position(TextRange),
    /// A generated name.
    Fresh(String),
    /// An inherited metavariable the earlier rule did not bind in this environment (it matched
    /// through a branch that does not name it): a pattern that uses it cannot match.
    Absent,
}

/// Whether a token's text is a name (or a keyword: callers tell those apart).
fn is_ident(text: &str) -> bool {
    text.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

impl Value {
    /// A value known as text (a type the semantic model inferred): its tokens compare with
    /// code.
    pub fn text(text: String) -> Value {
        let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, &text);
        let tokens =
            (0..lexed.len()).filter(|&i| !lexed.kind(i).is_trivia()).map(|i| lexed.text(i).to_owned()).collect();
        Value::Text { text, tokens, implicit: 0 }
    }

    /// A method call's receiver as the call passes it: `prefix` (`&mut `, `&*`) is what the
    /// compiler adds to the receiver as `written`.
    pub fn passed_receiver(prefix: &str, written: &str) -> Value {
        match Value::text(format!("{prefix}{written}")) {
            Value::Text { text, tokens, .. } => Value::Text { text, tokens, implicit: prefix.len() },
            other => other,
        }
    }

    /// Whether two values are the same code (tokens equal, trivia ignored).
    pub fn same(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Code(a), Value::Code(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_tokens(x, y)),
            (Value::Code(a), Value::Text { tokens, .. }) | (Value::Text { tokens, .. }, Value::Code(a)) => {
                let mine: Vec<String> = a.iter().flat_map(|el| el.tokens().map(|t| t.text().to_owned())).collect();
                &mine == tokens
            }
            (Value::Text { tokens: a, .. }, Value::Text { tokens: b, .. }) => a == b,
            (Value::Position(a), Value::Position(b)) => a == b,
            (Value::Fresh(a), Value::Fresh(b)) => a == b,
            // Absent equals nothing, itself included.
            _ => false,
        }
    }

    /// The name the value is, if it is one identifier (`x`, not `x.y` or `&x`).
    pub fn sole_name(&self) -> Option<String> {
        match self {
            Value::Code(els) => {
                let [el] = &els[..] else { return None };
                let token = el.sole_token()?;
                (token.kind() == ra_ap_syntax::SyntaxKind::IDENT).then(|| token.text().to_owned())
            }
            Value::Text { tokens, .. } => match &tokens[..] {
                [one] if is_ident(one) => Some(one.clone()),
                _ => None,
            },
            Value::Fresh(name) => Some(name.clone()),
            Value::Position(_) | Value::Absent => None,
        }
    }

    /// The identifiers in the value (code that contains it must contain them).
    pub fn idents(&self) -> Option<Vec<String>> {
        match self {
            Value::Code(els) => Some(
                els.iter()
                    .flat_map(|el| el.tokens().map(|t| t.text().to_owned()))
                    .filter(|t| is_ident(t) && !is_keyword(t))
                    .collect(),
            ),
            Value::Text { tokens, .. } => {
                Some(tokens.iter().filter(|t| is_ident(t) && !is_keyword(t)).cloned().collect())
            }
            Value::Fresh(s) => Some(vec![s.clone()]),
            Value::Position(_) | Value::Absent => None,
        }
    }

    /// How the value reads (for hover): code as written, positions as ranges.
    pub fn display(&self) -> String {
        match self {
            Value::Text { text, .. } => text.clone(),
            Value::Fresh(s) => s.clone(),
            Value::Position(r) => format!("{r:?}"),
            Value::Code(_) | Value::Absent => String::new(),
        }
    }

    /// The value as a word for constraints (`= {a, b}`, `=~ "re"`).
    pub fn word(&self, src: &str) -> String {
        match self {
            Value::Code(els) => normalized_text(els),
            Value::Text { tokens, .. } => tokens.concat(),
            Value::Position(r) => src.get(std::ops::Range::<usize>::from(*r)).unwrap_or("").to_owned(),
            Value::Fresh(s) => s.clone(),
            Value::Absent => String::new(),
        }
    }

    /// Freezes code into text, so the value survives edits to the file.
    pub fn to_text(&self, src: &str) -> Value {
        match self {
            Value::Code(els) => {
                let tokens = els.iter().flat_map(|el| el.tokens().map(|t| t.text().to_owned())).collect();
                let text = match (els.first(), els.last()) {
                    (Some(a), Some(b)) => {
                        let r = a.range().cover(b.range());
                        src.get(std::ops::Range::<usize>::from(r)).unwrap_or("").to_owned()
                    }
                    _ => String::new(),
                };
                Value::Text { text, tokens, implicit: 0 }
            }
            other => other.clone(),
        }
    }
}

fn is_keyword(t: &str) -> bool {
    matches!(t, "self" | "Self" | "super" | "crate" | "as" | "mut" | "ref" | "move" | "true" | "false" | "_")
}

/// Bindings in the order they were made; the newest binding of an id wins.
#[derive(Clone, Debug, Default)]
pub struct Env {
    pub vals: Vec<(MetaId, Value)>,
}

impl Env {
    pub fn get(&self, id: MetaId) -> Option<&Value> {
        self.vals.iter().rev().find(|(i, _)| *i == id).map(|(_, v)| v)
    }

    pub fn bind(&mut self, id: MetaId, v: Value) {
        self.vals.push((id, v));
    }

    pub fn len(&self) -> usize {
        self.vals.len()
    }

    pub fn truncate(&mut self, n: usize) {
        self.vals.truncate(n);
    }
}
