//! What the matcher records when it explains: the pattern element that failed furthest into a
//! match, and the code it met (the recording itself is `recording.rs`).

use crate::bind::Value;
use crate::skip::SkipReason;
use ra_ap_syntax::{SyntaxKind, TextRange};
use smpl::pattern::MetaId;

/// Why one try of the pattern failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Met {
    /// A token of the pattern met other code.
    Token { pattern: String, code: TextRange },
    /// A node of the pattern met code of another kind.
    Kind { pattern: SyntaxKind, code: TextRange, code_kind: SyntaxKind },
    /// A metavariable met code of a kind it cannot stand for.
    MetaKind { meta: MetaId, code: TextRange, code_kind: SyntaxKind },
    /// A metavariable bound earlier (or inherited) met other code.
    Bound { meta: MetaId, bound: String, code: TextRange },
    /// A metavariable's constraint (`!= {..}`, `=~ ".."`) rejected the code.
    Constraint { meta: MetaId, code: TextRange },
    /// A typed metavariable met code of another type (`ty`, as the model reads it).
    Type { meta: MetaId, code: TextRange, ty: Option<String> },
    /// A typed metavariable met code whose type the model could not tell.
    TypeUnknown { meta: MetaId, code: TextRange, why: SkipReason },
    /// The pattern goes on where the code ends (`after`: the code's last element).
    CodeEnds { after: Option<TextRange> },
    /// The code goes on where the pattern ends.
    PatternEnds { code: TextRange },
    /// A `when != P` met code matching P, or a `when = P` code that does not (`code`).
    When { not: bool, pattern: String, code: TextRange },
    /// A `...` found a path that leaves the body (returns, falls off its end) before what
    /// follows it (`to`: each way it may go on, as written).
    /// `last`: the code the path ran through last (a `return`, a body's last statement);
    /// `leaving`: how the path left.
    NoPath { to: Vec<String>, last: Option<TextRange>, leaving: Leaving },
}

/// How a path left the body where a `...` found no way on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// Through a `return` (the path's last code); `what`: "fn" or "closure".
    Returns { what: &'static str },
    /// Off the end of the body, whose closing brace is at `end`.
    Ends { what: &'static str, end: TextRange },
    /// Out of a region (a block the pattern's braces delimit), or otherwise.
    Other,
}

impl Met {
    /// The code the failure is about, to point at.
    pub fn at(&self) -> Option<TextRange> {
        match self {
            Met::Token { code, .. }
            | Met::Kind { code, .. }
            | Met::MetaKind { code, .. }
            | Met::Bound { code, .. }
            | Met::Constraint { code, .. }
            | Met::Type { code, .. }
            | Met::TypeUnknown { code, .. }
            | Met::PatternEnds { code }
            | Met::When { code, .. } => Some(*code),
            Met::CodeEnds { after } => *after,
            Met::NoPath { last, .. } => *last,
        }
    }
}

/// The failure that got furthest: measured by the pattern leaves matched before it, the first
/// one kept on a tie (the matcher tries the likeliest way first).
#[derive(Default)]
pub struct Deepest {
    best: Option<(usize, Met)>,
}

impl Deepest {
    pub fn note(&mut self, progress: usize, met: Met) {
        if self.best.as_ref().is_none_or(|(p, _)| progress > *p) {
            self.best = Some((progress, met));
        }
    }

    pub fn take(&mut self) -> Option<Met> {
        self.best.take().map(|(_, m)| m)
    }
}

/// A bound value as the code it stands for.
pub(crate) fn shown(v: &Value, src: &str) -> String {
    match v.to_text(src) {
        Value::Text { text, .. } => text,
        other => other.word(src),
    }
}
