//! Field shorthand: `S { f }` is `S { f: f }`, in struct literals and in struct patterns
//! (where `S { ref f }` is `S { f: ref f }`), as rustc reads it. A pattern field `f: p` matches a
//! code field written short, `p` bound to the binding (or the expression) the short field is;
//! a pattern field written short matches a code field written long whose value is its name.
//!
//! The short field has no name and colon of its own: the pattern's name matches the name the
//! field is spelt with, and its colon matches nothing (a `-` on it removes nothing).

use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::{K, State};
use ra_ap_syntax::{SyntaxKind, SyntaxNode};
use smpl::pattern::{NodePat, Pat};

fn is_field(kind: SyntaxKind) -> bool {
    matches!(kind, SyntaxKind::RECORD_EXPR_FIELD | SyntaxKind::RECORD_PAT_FIELD)
}

fn has_colon(node: &SyntaxNode) -> bool {
    node.children_with_tokens().any(|c| c.kind() == SyntaxKind::COLON)
}

/// The name a short field's value is spelt with: the `f` of `f`, `ref f`, `mut f` (a binding
/// without a sub-pattern), or of the path expression `f`.
fn short_name(value: &SyntaxNode) -> Option<SyntaxNode> {
    match value.kind() {
        SyntaxKind::IDENT_PAT if !value.children_with_tokens().any(|c| c.kind() == SyntaxKind::AT) => {
            value.children().find(|c| c.kind() == SyntaxKind::NAME)
        }
        SyntaxKind::PATH_EXPR => {
            let path = value.children().find(|c| c.kind() == SyntaxKind::PATH)?;
            let segment = path.children().find(|c| c.kind() == SyntaxKind::PATH_SEGMENT)?;
            let single = path.children().count() == 1 && segment.children().count() == 1;
            single.then(|| segment.children().find(|c| c.kind() == SyntaxKind::NAME_REF)).flatten()
        }
        _ => None,
    }
}

impl Ctx<'_> {
    /// Matches field pattern `n` against field `node` where one is written short and the other
    /// long; `None` where both are written alike (the ordinary match applies).
    pub(crate) fn m_shorthand(&self, n: &NodePat, node: &SyntaxNode, shift: i64, st: &mut State, k: K) -> Option<bool> {
        if !is_field(n.kind) || node.kind() != n.kind || node.children().any(|c| c.kind() == SyntaxKind::ATTR) {
            return None;
        }
        let pattern_long = n.children.iter().any(|p| matches!(p, Pat::Token(t) if t.kind == SyntaxKind::COLON));
        let code_long = has_colon(node);
        match (pattern_long, code_long) {
            (true, false) => Some(self.long_on_short(n, node, shift, st, k)),
            (false, true) => Some(self.short_on_long(n, node, shift, st, k)),
            _ => None,
        }
    }

    /// `f: p` against `f` (or `ref f`): the name against the name the field is spelt with, `p`
    /// against the whole value.
    fn long_on_short(&self, n: &NodePat, node: &SyntaxNode, shift: i64, st: &mut State, k: K) -> bool {
        let [name, Pat::Token(_colon), value] = &n.children[..] else { return false };
        let Some(code_value) = node.children().next() else { return false };
        let Some(code_name) = short_name(&code_value) else { return false };
        let name_el = CodeEl::node(code_name, shift);
        let value_el = CodeEl::node(code_value, shift);
        let saved = st.save();
        let ok = self
            .m(&as_name_of(name, name_el.kind()), &name_el, st, &mut |st: &mut State| self.m(value, &value_el, st, k));
        ok || {
            st.restore(saved);
            false
        }
    }

    /// `f` against `f: f` (or `f: ref f`): the short value against the long one, whose name must
    /// be the one its value is spelt with.
    fn short_on_long(&self, n: &NodePat, node: &SyntaxNode, shift: i64, st: &mut State, k: K) -> bool {
        let [value] = &n.children[..] else { return false };
        let code_field_name = node.children().find(|c| c.kind() == SyntaxKind::NAME_REF);
        let Some(code_value) = node.children().filter(|c| c.kind() != SyntaxKind::NAME_REF).last() else {
            return false;
        };
        let spelt = short_name(&code_value).map(|n| n.text().to_string());
        if code_field_name.map(|n| n.text().to_string()).is_none_or(|f| Some(f) != spelt) {
            return false;
        }
        self.m(value, &CodeEl::node(code_value, shift), st, k)
    }
}

/// The pattern's field name, re-kinded to match the code's name node: a short field in a
/// struct pattern is spelt with a binding's `NAME`, the pattern's field with a `NAME_REF`.
fn as_name_of(name: &Pat, code_kind: SyntaxKind) -> Pat {
    match name {
        Pat::Node(np) if np.kind == SyntaxKind::NAME_REF && code_kind == SyntaxKind::NAME => {
            Pat::Node(Box::new(NodePat { kind: SyntaxKind::NAME, ..(**np).clone() }))
        }
        other => other.clone(),
    }
}

/// The field name `value` stands for when it is the value of a field the code wrote short
/// (`f` in `S { f }`, `ref f` in `S { ref f }`): a rewrite that puts it back as the value of a
/// field of that name writes it short again.
pub(crate) fn written_short(value: &SyntaxNode) -> Option<String> {
    value.parent().filter(|p| is_field(p.kind()) && !has_colon(p))?;
    short_name(value).map(|name| name.text().to_string())
}
