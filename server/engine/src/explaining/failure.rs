//! What the matcher records when it explains: the pattern element that failed furthest into a
//! match, and the code it met. Only an explaining run sets [`Ctx::explain`]; the normal run pays
//! one `Option` check at each point where matching gives up.

use crate::bind::Value;
use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::State;
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
            | Met::PatternEnds { code } => Some(*code),
            Met::CodeEnds { after } => *after,
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

impl Ctx<'_> {
    /// Records a failure when explaining (`progress`: the leaves matched so far).
    #[inline]
    pub(crate) fn failed(&self, progress: usize, met: impl FnOnce() -> Met) {
        if let Some(d) = self.explain {
            d.borrow_mut().note(progress, met());
        }
    }

    /// Whether binding `id` to `c` would hold; records why not. Explaining runs only: the
    /// normal run learns it from [`Ctx::bind`] itself.
    pub(crate) fn bind_would_hold(&self, id: MetaId, c: &CodeEl, st: &State) -> bool {
        let v = Value::Code(vec![c.clone()]);
        let met = match st.env.get(id) {
            Some(old) if !old.same(&v) => Met::Bound { meta: id, bound: shown(old, self.src), code: c.range() },
            None if !self.constraints_ok(id, &v, st) => Met::Constraint { meta: id, code: c.range() },
            _ => return true,
        };
        self.failed(st.hits.len(), || met);
        false
    }

    /// Why a typed metavariable refused `c`: the model's type for it, or why it had none.
    pub(crate) fn type_failure(&self, id: MetaId, c: &CodeEl) -> Met {
        if let Some((_, _, why)) = self.unknown.borrow().get(&c.range()) {
            return Met::TypeUnknown { meta: id, code: c.range(), why: why.clone() };
        }
        let ty = self.sema.zip((self.to_input)(c.range())).and_then(|(sema, r)| {
            let info = sema.type_of_expr(r)?;
            info.text.or_else(|| crate::matching::typed::render(&info.ty))
        });
        Met::Type { meta: id, code: c.range(), ty }
    }
}

/// A bound value as the code it stands for.
pub(crate) fn shown(v: &Value, src: &str) -> String {
    match v.to_text(src) {
        Value::Text { text, .. } => text,
        other => other.word(src),
    }
}
