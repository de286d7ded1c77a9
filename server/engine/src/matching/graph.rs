//! A body's graph as the matcher walks it: the graph with its code, the region a sequence
//! is matched in, where a walk stands, and the shapes a sequence takes after a gap (its
//! alternatives, the gap itself, the places its paths reach).

use crate::code::CodeEl;
use cfg::{Cfg, NodeId, NodeKind};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};
use smpl::pattern::{NestPat, Pat, When};
use std::sync::Arc;

/// A body and its graph.
pub struct Graph {
    pub cfg: Arc<Cfg>,
    pub body: SyntaxNode,
    pub shift: i64,
    /// Syntax of the nodes, found on first use.
    pub(crate) found: std::cell::RefCell<Vec<Option<Option<CodeEl>>>>,
}

impl Graph {
    pub fn new(cfg: Arc<Cfg>, body: SyntaxNode, shift: i64) -> Graph {
        let found = std::cell::RefCell::new(vec![None; cfg.nodes.len()]);
        Graph { cfg, body, shift, found }
    }

    pub(crate) fn syntax(&self, id: NodeId) -> Option<CodeEl> {
        if let Some(known) = &self.found.borrow()[id] {
            return known.clone();
        }
        let el = self.cfg.syntax(&self.body, id).map(|n| CodeEl::node(n, self.shift));
        self.found.borrow_mut()[id] = Some(el.clone());
        el
    }

    pub(crate) fn is_stmt(&self, id: NodeId) -> bool {
        let n = &self.cfg.nodes[id];
        n.kind == NodeKind::Stmt && !n.in_macro
    }

    /// The code of a node that `when` constrains: a simple statement, a condition...
    pub(crate) fn own_code(&self, id: NodeId) -> Vec<CodeEl> {
        let n = &self.cfg.nodes[id];
        let Some(own) = n.own else { return Vec::new() };
        if n.in_macro {
            return Vec::new();
        }
        let Some(el) = self.syntax(id) else { return Vec::new() };
        if own == n.range {
            return vec![el];
        }
        // Part of the node: the children that lie inside `own` (an arm's pattern and guard).
        let Some(node) = el.as_node() else { return Vec::new() };
        let base = self.body.text_range().start();
        node.children()
            .filter(|c| (own + base).contains_range(c.text_range()))
            .map(|c| CodeEl::node(c, self.shift))
            .collect()
    }

    /// A body-relative range in the file.
    pub(crate) fn to_file(&self, r: TextRange) -> TextRange {
        crate::code::shift_range(r + self.body.text_range().start(), self.shift)
    }

    /// Whether the body is a fn returning `()`: falling off its end is a `return;`.
    pub(crate) fn returns_unit(&self) -> bool {
        let Some(f) = ast::Fn::cast(self.body.clone()) else { return false };
        match f.ret_type().and_then(|r| r.ty()) {
            None => true,
            Some(ast::Type::TupleType(t)) => t.fields().next().is_none(),
            Some(_) => false,
        }
    }
}

/// The part of a body a sequence is matched in: the whole body, or the statements of one
/// block (`if c { A ... B }`), whose end is where control leaves the block.
#[derive(Clone, Copy)]
pub(crate) struct Walk<'g> {
    pub(crate) g: &'g Graph,
    /// The block's range (body-relative); `None` for the whole body.
    pub(crate) region: Option<TextRange>,
    /// Whether the sequence must end where the region does (it was written inside braces).
    pub(crate) closed: bool,
    /// The patch offset where the sequence ends (its `}`): `+` code a path's tail places
    /// lies between its gap and here.
    pub(crate) end: TextSize,
}

impl Walk<'_> {
    /// Whether reaching `id` means leaving the region (the body's exit included).
    pub(crate) fn leaves(&self, id: NodeId) -> bool {
        id == self.g.cfg.exit
            || self.region.is_some_and(|r| {
                let n = &self.g.cfg.nodes[id];
                // The block's own statement node (its range is the block's) is outside it.
                n.kind == NodeKind::Entry || !r.contains_range(n.range) || n.range == r
            })
    }
}

/// Where a walk stands: just after a node's code, or before a node (the first statement of a
/// block; `None` for an empty block).
#[derive(Clone, Copy)]
pub(crate) enum At {
    After(NodeId),
    Before(Option<NodeId>),
}

/// An expression line without `;` among statements (`... x.len()`) matches a statement, a
/// condition or a scrutinee whose own code contains that expression.
pub(crate) fn contained_expr(p: &Pat) -> Option<&Pat> {
    match p {
        Pat::Node(n) if n.kind == SyntaxKind::EXPR_STMT => match &n.children[..] {
            [e] => contained_expr(e),
            _ => None,
        },
        Pat::Node(n) if ast::Expr::can_cast(n.kind) && !is_block_like(n.kind) => Some(p),
        Pat::Meta(_) => Some(p),
        // A disjunction of expression lines.
        Pat::Disj(d) if d.branches.iter().all(|b| contained_expr(b).is_some()) => Some(p),
        _ => None,
    }
}

pub(crate) fn is_block_like(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(kind, IF_EXPR | MATCH_EXPR | LOOP_EXPR | WHILE_EXPR | FOR_EXPR | BLOCK_EXPR | MACRO_EXPR)
}

/// `return;` (no value): in a fn returning `()`, falling off the end matches it too.
pub(crate) fn is_bare_return(p: &Pat) -> bool {
    match p {
        Pat::Node(n) if n.kind == SyntaxKind::EXPR_STMT => {
            matches!(&n.children[..], [Pat::Node(r), ..] if r.kind == SyntaxKind::RETURN_EXPR && r.children.len() == 1)
        }
        _ => false,
    }
}

/// One way the sequence after a gap can read: the disjunction branch it takes, and its
/// statements. Each place a path reaches takes the first way that matches there.
pub(crate) struct Alt {
    pub(crate) branch: Option<(usize, usize)>,
    pub(crate) items: Vec<Pat>,
}

/// The ways the sequence after a gap reads: a `?` statement first gives two (with it and
/// without it), a disjunction of several-statement branches one per branch, anything else one.
pub(crate) fn alternatives(rest: &[Pat]) -> Vec<Alt> {
    let Some((next, after)) = rest.split_first() else { return vec![Alt { branch: None, items: Vec::new() }] };
    let join = |head: Vec<Pat>| head.into_iter().chain(after.iter().cloned()).collect::<Vec<Pat>>();
    match next {
        Pat::Optional(inner) => {
            let mut alts = vec![Alt { branch: None, items: join(vec![(**inner).clone()]) }];
            alts.extend(alternatives(after));
            alts
        }
        Pat::Disj(d) if d.branches.iter().any(|b| matches!(b, Pat::Seq(items) if items.len() != 1)) => d
            .branches
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let head = match b {
                    Pat::Seq(items) => items.clone(),
                    other => vec![other.clone()],
                };
                Alt { branch: Some((d.id, i)), items: join(head) }
            })
            .collect(),
        _ => vec![Alt { branch: None, items: rest.to_vec() }],
    }
}

/// `...` or `<... P ...>` between statements.
pub(crate) struct Gap<'p> {
    pub(crate) whens: &'p [When],
    pub(crate) nest: Option<&'p NestPat>,
    /// The pattern before the gap: paths must not pass another statement it matches.
    pub(crate) prev: Option<&'p Pat>,
    pub(crate) origin: smpl::pattern::Origin,
}

/// A place a gap's paths reach that matches what follows the gap.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Endpoint {
    Node(NodeId),
    /// Falling off the end of a fn returning `()`, standing for `return;`.
    ImplicitReturn,
}

/// What exploring a gap's paths found.
#[derive(Default)]
pub(crate) struct Explored {
    pub(crate) endpoints: Vec<Endpoint>,
    /// Nodes passed over (for the gap's range and its nest's occurrences).
    pub(crate) covered: Vec<NodeId>,
    /// A path reached the end of the region (or left through an error exit).
    pub(crate) reached_end: bool,
    /// A path broke forall: it left the region without reaching the pattern after the gap, or
    /// passed code the gap must not pass.
    pub(crate) failed: bool,
}

/// The origin of a pattern's first leaf.
pub(crate) fn first_leaf_origin(p: &Pat) -> Option<smpl::pattern::Origin> {
    let mut found = None;
    p.walk(&mut |q| {
        if found.is_none() {
            found = match q {
                Pat::Token(t) => Some(t.origin),
                Pat::Meta(m) => Some(m.origin),
                _ => None,
            };
        }
    });
    found
}
