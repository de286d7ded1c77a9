//! Control-flow graphs of Rust bodies (fns, methods, closures, async blocks, const and static
//! initialisers), for matching `...` along execution paths.
//!
//! A graph is built by a walk of the body's syntax that gives a node to every statement and
//! every expression in evaluation order, with edges for Rust's expression-level control flow
//! (`if`/`match` as values, loops and `break` values, labelled blocks, `?`, `return`,
//! `let ... else`). Then chains of plain expression nodes are compressed away, leaving
//! statements and control points, and every node gets a `next` link: where control goes once
//! that node's code is done (its next sibling, or nearest cousin), so a matcher knows where a
//! matched statement ends.
//!
//! Node ranges are relative to the body's start, so a graph stays valid when an edit elsewhere
//! in the file moves the body; [`CfgCache`] reuses the graphs of bodies an edit did not touch.

mod build;
mod cache;
mod compress;
mod print;

pub use cache::CfgCache;
pub use print::{Printer, to_dot, to_text};

use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};

pub type NodeId = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    Entry,
    /// The end of the body: normal completion, `return`, and `?`.
    Exit,
    /// A statement, or a block's tail expression.
    Stmt,
    /// The condition of an `if` or `while` (`if let` included).
    Cond,
    /// A `match` scrutinee.
    Match,
    /// A `match` arm: its pattern and guard.
    Arm,
    /// Where each iteration of a `loop`, `while` or `for` starts.
    LoopHead,
    /// The pattern test of `let ... else`.
    LetElse,
    /// A `?`.
    Try,
    Return,
    Break,
    Continue,
    /// An expression evaluation (compressed away unless it branches).
    Expr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    Normal,
    /// Condition held (or a pattern matched).
    True,
    /// Condition failed.
    False,
    /// Back to a loop's head.
    Back,
    /// A `return` to the exit.
    Return,
    Break,
    Continue,
    /// An error exit: a `?`, or the jump ending an `if` without `else` that only bails out.
    /// Forall matching lets a path end here.
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub kind: NodeKind,
    /// The node's code, relative to the body's start.
    pub range: TextRange,
    /// The syntax kind of that code (to find the node again in a tree).
    pub syntax: SyntaxKind,
    pub succ: Vec<(NodeId, EdgeKind)>,
    /// Where control goes once this node's code is done: the first node outside `range` on a
    /// forward path. `None` when the code always leaves (a `return`).
    pub next: Option<NodeId>,
    /// The part of the code that belongs to this node alone, for `when` checks: a whole simple
    /// statement, the condition of an `if`; `None` for a compound statement (its parts have
    /// their own nodes).
    pub own: Option<TextRange>,
    /// Whether the node's code comes from a macro call's arguments (it cannot be found again in
    /// the body's tree).
    pub in_macro: bool,
}

/// The graph of one body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    pub nodes: Vec<Node>,
    pub entry: NodeId,
    pub exit: NodeId,
    /// What the body is (`FN`, `CLOSURE_EXPR`, `CONST`...), and its name for display.
    pub body_kind: SyntaxKind,
    pub name: String,
    /// Nodes before compression.
    pub raw_nodes: usize,
    /// Tells graphs apart for caching tests: a new number every build.
    pub generation: u64,
}

impl Cfg {
    /// Builds the graph of `body`: an `FN`, `CLOSURE_EXPR`, `CONST`, `STATIC` or async `BLOCK_EXPR`.
    pub fn build(body: &SyntaxNode, edition: ra_ap_syntax::Edition) -> Cfg {
        let raw = build::build(body, edition);
        let raw_nodes = raw.nodes.len();
        let mut cfg = compress::compress(raw);
        compress::link_next(&mut cfg);
        cfg.raw_nodes = raw_nodes;
        cfg.body_kind = body.kind();
        cfg.name = body_name(body);
        cfg.generation = cache::next_generation();
        cfg
    }

    /// The syntax node of `id` inside `body` (the node the graph was built from).
    pub fn syntax(&self, body: &SyntaxNode, id: NodeId) -> Option<SyntaxNode> {
        let n = &self.nodes[id];
        if n.in_macro || matches!(n.kind, NodeKind::Entry | NodeKind::Exit) {
            return None;
        }
        let abs = n.range + body.text_range().start();
        let el = body.covering_element(abs);
        let start = match el {
            ra_ap_syntax::NodeOrToken::Node(n) => n,
            ra_ap_syntax::NodeOrToken::Token(t) => t.parent()?,
        };
        start
            .ancestors()
            .take_while(|a| a.text_range().contains_range(abs))
            .find(|a| a.text_range() == abs && a.kind() == n.syntax)
    }

    /// Statement nodes, in order.
    pub fn statements(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len()).filter(|&i| self.nodes[i].kind == NodeKind::Stmt && !self.nodes[i].in_macro)
    }

    /// Whether node `inner`'s code lies inside node `outer`'s.
    pub fn inside(&self, inner: NodeId, outer: NodeId) -> bool {
        inner != outer
            && !matches!(self.nodes[inner].kind, NodeKind::Entry | NodeKind::Exit)
            && self.nodes[outer].range.contains_range(self.nodes[inner].range)
    }
}

/// Every body in `root`, outermost first: fns and methods, closures, async blocks, const and
/// static initialisers (nested ones included).
pub fn bodies(root: &SyntaxNode) -> Vec<SyntaxNode> {
    root.descendants().filter(is_body).collect()
}

pub fn is_body(n: &SyntaxNode) -> bool {
    match n.kind() {
        SyntaxKind::FN => ast::Fn::cast(n.clone()).and_then(|f| f.body()).is_some(),
        SyntaxKind::CLOSURE_EXPR => true,
        SyntaxKind::CONST | SyntaxKind::STATIC => n.children().any(|c| ast::Expr::can_cast(c.kind())),
        SyntaxKind::BLOCK_EXPR => is_async_block(n),
        _ => false,
    }
}

pub(crate) fn is_async_block(n: &SyntaxNode) -> bool {
    n.kind() == SyntaxKind::BLOCK_EXPR
        && n.children_with_tokens().any(|c| matches!(c.kind(), SyntaxKind::ASYNC_KW | SyntaxKind::GEN_KW))
}

fn body_name(body: &SyntaxNode) -> String {
    let named = |n: &SyntaxNode| {
        n.children().find(|c| c.kind() == SyntaxKind::NAME).map(|name| name.text().to_string()).unwrap_or_default()
    };
    match body.kind() {
        SyntaxKind::FN => format!("fn {}", named(body)),
        SyntaxKind::CONST => format!("const {}", named(body)),
        SyntaxKind::STATIC => format!("static {}", named(body)),
        SyntaxKind::CLOSURE_EXPR => "closure".to_owned(),
        _ => "async block".to_owned(),
    }
}

pub(crate) fn rel(range: TextRange, base: TextSize) -> TextRange {
    TextRange::new(
        range.start().checked_sub(base).unwrap_or_default(),
        range.end().checked_sub(base).unwrap_or_default(),
    )
}
