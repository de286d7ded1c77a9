//! The walk that builds a raw graph: a node for every statement (before its parts, so reaching
//! a statement means reaching its node) and every expression (after its operands, in
//! evaluation order), with the edges of Rust's control flow.

use crate::{EdgeKind, Node, NodeId, NodeKind, is_async_block, rel};
use ra_ap_syntax::ast::HasLoopBody;
use ra_ap_syntax::{AstNode, Edition, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};

pub(crate) struct Raw {
    pub nodes: Vec<Node>,
}

pub(crate) const ENTRY: NodeId = 0;
pub(crate) const EXIT: NodeId = 1;

/// Pending edges into the next node.
type Frontier = Vec<(NodeId, EdgeKind)>;

/// A loop or labelled block that `break` (and, for loops, `continue`) can target.
struct Target {
    label: Option<String>,
    /// The loop head `continue` goes to; `None` for a labelled block.
    head: Option<NodeId>,
    breaks: Frontier,
}

struct Builder {
    nodes: Vec<Node>,
    /// The body's start: node ranges are relative to it.
    base: TextSize,
    edition: Edition,
    targets: Vec<Target>,
    /// The jump that ends an `if` without `else` that only bails out: its edge is an error exit.
    bail: Option<TextRange>,
    /// Offset from the tree being walked to the body's tree (inside macro arguments).
    shift: i64,
    in_macro: bool,
}

pub(crate) fn build(body: &SyntaxNode, edition: Edition) -> Raw {
    let base = body.text_range().start();
    let mut b =
        Builder { nodes: Vec::new(), base, edition, targets: Vec::new(), bail: None, shift: 0, in_macro: false };
    let start = TextRange::empty(base);
    let end = TextRange::empty(body.text_range().end());
    b.push(NodeKind::Entry, start, body.kind(), None);
    b.push(NodeKind::Exit, end, body.kind(), None);
    let f = vec![(ENTRY, EdgeKind::Normal)];
    let f = match body.kind() {
        SyntaxKind::FN => match ast::Fn::cast(body.clone()).and_then(|f| f.body()) {
            Some(block) => b.expr(block.syntax(), f),
            None => f,
        },
        SyntaxKind::CLOSURE_EXPR => match ast::ClosureExpr::cast(body.clone()).and_then(|c| c.body()) {
            Some(e) => b.expr(e.syntax(), f),
            None => f,
        },
        SyntaxKind::BLOCK_EXPR => match body.children().find(|c| c.kind() == SyntaxKind::STMT_LIST) {
            Some(list) => b.stmt_list(&list, f),
            None => f,
        },
        // const and static initialisers
        _ => match body.children().find(|c| ast::Expr::can_cast(c.kind())) {
            Some(e) => b.expr(&e, f),
            None => f,
        },
    };
    b.connect(&f, EXIT);
    Raw { nodes: b.nodes }
}

impl Builder {
    fn push(&mut self, kind: NodeKind, abs: TextRange, syntax: SyntaxKind, own: Option<TextRange>) -> NodeId {
        let base = self.base;
        self.nodes.push(Node {
            kind,
            range: rel(abs, base),
            syntax,
            succ: Vec::new(),
            next: None,
            own: own.map(|o| rel(o, base)),
            in_macro: self.in_macro,
        });
        self.nodes.len() - 1
    }

    /// The range of `n` in the body's tree.
    fn abs(&self, n: &SyntaxNode) -> TextRange {
        let r = n.text_range();
        let start = (i64::from(u32::from(r.start())) + self.shift).max(0) as u32;
        TextRange::at(TextSize::new(start), r.len())
    }

    /// Adds a node for `n` and the pending edges into it.
    fn add(&mut self, kind: NodeKind, n: &SyntaxNode, from: Frontier, own: Option<TextRange>) -> NodeId {
        let abs = self.abs(n);
        let id = self.push(kind, abs, n.kind(), own);
        self.connect(&from, id);
        id
    }

    fn connect(&mut self, from: &Frontier, to: NodeId) {
        for &(n, k) in from {
            self.nodes[n].succ.push((to, k));
        }
    }

    fn stmt_list(&mut self, list: &SyntaxNode, mut f: Frontier) -> Frontier {
        for child in list.children() {
            f = if ast::Stmt::can_cast(child.kind()) {
                self.stmt(&child, f)
            } else if ast::Expr::can_cast(child.kind()) {
                // The tail expression is a statement too.
                let own = (!is_compound(&child)).then(|| self.abs(&child));
                let s = self.add(NodeKind::Stmt, &child, f, own);
                self.expr(&child, vec![(s, EdgeKind::Normal)])
            } else {
                f
            };
        }
        f
    }

    fn stmt(&mut self, s: &SyntaxNode, f: Frontier) -> Frontier {
        match s.kind() {
            SyntaxKind::LET_STMT => {
                let own = Some(self.abs(s));
                let id = self.add(NodeKind::Stmt, s, f, own);
                let let_stmt = ast::LetStmt::cast(s.clone());
                let mut f = vec![(id, EdgeKind::Normal)];
                if let Some(init) = let_stmt.as_ref().and_then(|l| l.initializer()) {
                    f = self.expr(init.syntax(), f);
                }
                if let Some(let_else) = let_stmt.and_then(|l| l.let_else()) {
                    // The `else` block's statements are nodes of their own.
                    let test = self.add(NodeKind::LetElse, let_else.syntax(), f, None);
                    let mut out = vec![(test, EdgeKind::True)];
                    if let Some(block) = let_else.block_expr() {
                        // The `else` block must diverge; if it does not, it falls through.
                        out.extend(self.expr(block.syntax(), vec![(test, EdgeKind::False)]));
                    }
                    return out;
                }
                f
            }
            SyntaxKind::EXPR_STMT => {
                let expr = s.children().find(|c| ast::Expr::can_cast(c.kind()));
                let own = expr.as_ref().is_none_or(|e| !is_compound(e)).then(|| self.abs(s));
                let id = self.add(NodeKind::Stmt, s, f, own);
                match expr {
                    Some(e) => self.expr(&e, vec![(id, EdgeKind::Normal)]),
                    None => vec![(id, EdgeKind::Normal)],
                }
            }
            // Items (nested fns are bodies of their own) and anything else: one node.
            _ => {
                let own = Some(self.abs(s));
                let id = self.add(NodeKind::Stmt, s, f, own);
                vec![(id, EdgeKind::Normal)]
            }
        }
    }

    fn expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        match e.kind() {
            SyntaxKind::IF_EXPR => self.if_expr(e, f),
            SyntaxKind::MATCH_EXPR => self.match_expr(e, f),
            SyntaxKind::LOOP_EXPR => self.loop_expr(e, f),
            SyntaxKind::WHILE_EXPR => self.while_expr(e, f),
            SyntaxKind::FOR_EXPR => self.for_expr(e, f),
            SyntaxKind::BLOCK_EXPR if is_async_block(e) => self.leaf(e, f),
            SyntaxKind::BLOCK_EXPR => self.block_expr(e, f),
            // A closure's body is a graph of its own.
            SyntaxKind::CLOSURE_EXPR => self.leaf(e, f),
            SyntaxKind::RETURN_EXPR => {
                let f = self.operands(e, f);
                let r = self.add(NodeKind::Return, e, f, None);
                let kind = self.jump_kind(e, EdgeKind::Return);
                self.nodes[r].succ.push((crate::build::EXIT, kind));
                Vec::new()
            }
            SyntaxKind::BREAK_EXPR => {
                let f = self.operands(e, f);
                let b = self.add(NodeKind::Break, e, f, None);
                let kind = self.jump_kind(e, EdgeKind::Break);
                let label = label_of(e);
                let target = self.targets.iter_mut().rev().find(|t| match &label {
                    Some(l) => t.label.as_deref() == Some(l.as_str()),
                    None => t.head.is_some(),
                });
                match target {
                    Some(t) => t.breaks.push((b, kind)),
                    None => self.nodes[b].succ.push((EXIT, EdgeKind::Error)),
                }
                Vec::new()
            }
            SyntaxKind::CONTINUE_EXPR => {
                let c = self.add(NodeKind::Continue, e, f, None);
                let kind = self.jump_kind(e, EdgeKind::Continue);
                let label = label_of(e);
                let head = self
                    .targets
                    .iter()
                    .rev()
                    .find(|t| t.head.is_some() && (label.is_none() || t.label == label))
                    .and_then(|t| t.head);
                self.nodes[c].succ.push((head.unwrap_or(EXIT), kind));
                Vec::new()
            }
            SyntaxKind::TRY_EXPR => {
                let f = self.operands(e, f);
                let t = self.add(NodeKind::Try, e, f, None);
                self.nodes[t].succ.push((EXIT, EdgeKind::Error));
                vec![(t, EdgeKind::Normal)]
            }
            SyntaxKind::MACRO_EXPR => {
                let call = e.children().find(|c| c.kind() == SyntaxKind::MACRO_CALL);
                let f = match &call {
                    Some(call) => self.macro_args(call, f),
                    None => f,
                };
                let n = self.add(NodeKind::Expr, e, f, None);
                if call.as_ref().is_some_and(is_panic) {
                    // A panic leaves the body like a `return` (it is not an error exit: the
                    // spec's error exits are `?` and bail-out `if`s).
                    self.nodes[n].succ.push((EXIT, EdgeKind::Return));
                    return Vec::new();
                }
                vec![(n, EdgeKind::Normal)]
            }
            _ => {
                let f = self.operands(e, f);
                let n = self.add(NodeKind::Expr, e, f, None);
                vec![(n, EdgeKind::Normal)]
            }
        }
    }

    /// One node, no flow inside (closures, async blocks).
    fn leaf(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let n = self.add(NodeKind::Expr, e, f, None);
        vec![(n, EdgeKind::Normal)]
    }

    /// Evaluates the operands of `e` in order: the expressions among its children, looking
    /// through argument lists, struct literal fields and the like (not into patterns or types).
    fn operands(&mut self, e: &SyntaxNode, mut f: Frontier) -> Frontier {
        for child in e.children() {
            f = if ast::Expr::can_cast(child.kind()) {
                self.expr(&child, f)
            } else if looks_through(child.kind()) {
                self.operands(&child, f)
            } else {
                f
            };
        }
        f
    }

    fn macro_args(&mut self, call: &SyntaxNode, mut f: Frontier) -> Frontier {
        let Some(tt) = call.children().find(|c| c.kind() == SyntaxKind::TOKEN_TREE) else { return f };
        let Some(args) = frag::parse_macro_args(&tt, self.edition) else { return f };
        let (shift, in_macro) = (self.shift, self.in_macro);
        self.shift += args.shift;
        self.in_macro = true;
        let entry = f.clone();
        let mut jumps = false;
        for arg in args.list.children().filter(|c| ast::Expr::can_cast(c.kind())) {
            jumps |= arg.descendants().any(|d| is_jump(&d));
            f = self.expr(&arg, f);
        }
        self.shift = shift;
        self.in_macro = in_macro;
        // Arguments are tokens that merely parse as code: `quote! { loop {} }` runs no loop.
        // A jump in them must not cut the flow (the code after the call would look
        // unreachable, and `when != x` would not see its uses of `x`): a path also goes past
        // them.
        if jumps {
            f.extend(entry);
        }
        f
    }

    fn if_expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let Some(if_expr) = ast::IfExpr::cast(e.clone()) else { return self.leaf(e, f) };
        let (f, cond) = match if_expr.condition() {
            Some(c) => {
                let f = self.expr(c.syntax(), f);
                let own = Some(self.abs(c.syntax()));
                (Vec::new(), self.add(NodeKind::Cond, c.syntax(), f, own))
            }
            None => (f, usize::MAX),
        };
        let into = |kind| if cond == usize::MAX { f.clone() } else { vec![(cond, kind)] };
        let mut out = Vec::new();
        if let Some(then) = if_expr.then_branch() {
            let saved = self.bail;
            if if_expr.else_branch().is_none() {
                // An `if` that only bails out: its jump is an error exit.
                self.bail = final_jump(then.syntax()).map(|j| self.abs(&j)).or(saved);
            }
            out.extend(self.expr(then.syntax(), into(EdgeKind::True)));
            self.bail = saved;
        }
        match if_expr.else_branch() {
            Some(ast::ElseBranch::Block(b)) => out.extend(self.expr(b.syntax(), into(EdgeKind::False))),
            Some(ast::ElseBranch::IfExpr(i)) => out.extend(self.expr(i.syntax(), into(EdgeKind::False))),
            None => out.extend(into(EdgeKind::False)),
        }
        let n = self.add(NodeKind::Expr, e, out, None);
        vec![(n, EdgeKind::Normal)]
    }

    fn match_expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let Some(m) = ast::MatchExpr::cast(e.clone()) else { return self.leaf(e, f) };
        let (f, scrutinee) = match m.expr() {
            Some(s) => {
                let f = self.expr(s.syntax(), f);
                let own = Some(self.abs(s.syntax()));
                (Vec::new(), Some(self.add(NodeKind::Match, s.syntax(), f, own)))
            }
            None => (f, None),
        };
        let into = scrutinee.map_or(f, |s| vec![(s, EdgeKind::Normal)]);
        let mut out = Vec::new();
        for arm in m.match_arm_list().into_iter().flat_map(|l| l.arms()) {
            // An arm's own code: all of it, unless its body is a block (whose statements are
            // nodes of their own); then its pattern and guard.
            let block_body = arm.expr().is_some_and(|e| e.syntax().kind() == SyntaxKind::BLOCK_EXPR);
            let head_end = arm.fat_arrow_token().map_or(arm.syntax().text_range().end(), |t| t.text_range().end());
            let head = TextRange::new(arm.syntax().text_range().start(), head_end);
            let own = Some(if block_body { self.abs_range(head) } else { self.abs(arm.syntax()) });
            let a = self.add(NodeKind::Arm, arm.syntax(), into.clone(), own);
            let mut f = vec![(a, EdgeKind::True)];
            if let Some(guard) = arm.guard().and_then(|g| g.condition()) {
                f = self.expr(guard.syntax(), f);
            }
            if let Some(body) = arm.expr() {
                f = self.expr(body.syntax(), f);
            }
            out.extend(f);
        }
        let n = self.add(NodeKind::Expr, e, out, None);
        vec![(n, EdgeKind::Normal)]
    }

    fn abs_range(&self, r: TextRange) -> TextRange {
        let start = (i64::from(u32::from(r.start())) + self.shift).max(0) as u32;
        TextRange::at(TextSize::new(start), r.len())
    }

    fn loop_body(&mut self, e: &SyntaxNode, head: NodeId, body: Option<SyntaxNode>, into: Frontier) -> Frontier {
        self.targets.push(Target { label: label_of_loop(e), head: Some(head), breaks: Vec::new() });
        let f = match body {
            Some(b) => self.expr(&b, into),
            None => into,
        };
        for (n, _) in &f {
            self.nodes[*n].succ.push((head, EdgeKind::Back));
        }
        self.targets.pop().map(|t| t.breaks).unwrap_or_default()
    }

    fn loop_expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let head = self.add(NodeKind::LoopHead, e, f, None);
        let body = e.children().find(|c| c.kind() == SyntaxKind::BLOCK_EXPR);
        let breaks = self.loop_body(e, head, body, vec![(head, EdgeKind::Normal)]);
        let n = self.add(NodeKind::Expr, e, breaks, None);
        vec![(n, EdgeKind::Normal)]
    }

    fn while_expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let head = self.add(NodeKind::LoopHead, e, f, None);
        let w = ast::WhileExpr::cast(e.clone());
        let (into, exit) = match w.as_ref().and_then(|w| w.condition()) {
            Some(c) => {
                let fc = self.expr(c.syntax(), vec![(head, EdgeKind::Normal)]);
                let own = Some(self.abs(c.syntax()));
                let cond = self.add(NodeKind::Cond, c.syntax(), fc, own);
                (vec![(cond, EdgeKind::True)], vec![(cond, EdgeKind::False)])
            }
            None => (vec![(head, EdgeKind::Normal)], Vec::new()),
        };
        let body = w.and_then(|w| w.loop_body()).map(|b| b.syntax().clone());
        let mut out = self.loop_body(e, head, body, into);
        out.extend(exit);
        let n = self.add(NodeKind::Expr, e, out, None);
        vec![(n, EdgeKind::Normal)]
    }

    fn for_expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let for_expr = ast::ForExpr::cast(e.clone());
        let iterable = for_expr.as_ref().and_then(|x| x.iterable());
        let f = match &iterable {
            Some(it) => self.expr(it.syntax(), f),
            None => f,
        };
        // The head's own code: `pat in iterable`.
        let own = match (for_expr.as_ref().and_then(|x| x.pat()), &iterable) {
            (Some(p), Some(it)) => Some(self.abs_range(p.syntax().text_range().cover(it.syntax().text_range()))),
            _ => None,
        };
        let head = self.add(NodeKind::LoopHead, e, f, own);
        let body = for_expr.and_then(|x| x.loop_body()).map(|b| b.syntax().clone());
        let mut out = self.loop_body(e, head, body, vec![(head, EdgeKind::True)]);
        out.push((head, EdgeKind::False));
        let n = self.add(NodeKind::Expr, e, out, None);
        vec![(n, EdgeKind::Normal)]
    }

    fn block_expr(&mut self, e: &SyntaxNode, f: Frontier) -> Frontier {
        let label = e
            .children()
            .find(|c| c.kind() == SyntaxKind::LABEL)
            .and_then(|l| l.first_token())
            .map(|t| t.text().to_owned());
        if label.is_some() {
            self.targets.push(Target { label, head: None, breaks: Vec::new() });
        }
        let mut f = match e.children().find(|c| c.kind() == SyntaxKind::STMT_LIST) {
            Some(list) => self.stmt_list(&list, f),
            None => f,
        };
        if e.children().any(|c| c.kind() == SyntaxKind::LABEL) {
            f.extend(self.targets.pop().map(|t| t.breaks).unwrap_or_default());
        }
        let n = self.add(NodeKind::Expr, e, f, None);
        vec![(n, EdgeKind::Normal)]
    }

    /// `Error` for the jump that ends a bail-out `if`, else `normal`.
    fn jump_kind(&self, e: &SyntaxNode, normal: EdgeKind) -> EdgeKind {
        if self.bail == Some(self.abs(e)) { EdgeKind::Error } else { normal }
    }
}

/// A statement that has blocks of its own: `if`, `match`, loops, blocks.
fn is_compound(e: &SyntaxNode) -> bool {
    matches!(
        e.kind(),
        SyntaxKind::IF_EXPR
            | SyntaxKind::MATCH_EXPR
            | SyntaxKind::LOOP_EXPR
            | SyntaxKind::WHILE_EXPR
            | SyntaxKind::FOR_EXPR
    ) || (e.kind() == SyntaxKind::BLOCK_EXPR && !is_async_block(e))
}

/// Child nodes whose expressions are evaluated as operands of the parent.
fn looks_through(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(kind, ARG_LIST | RECORD_EXPR_FIELD_LIST | RECORD_EXPR_FIELD | MATCH_GUARD | LET_ELSE)
}

/// The jump (`return`, `break`, `continue`) that ends a block, if it ends in one.
fn final_jump(block: &SyntaxNode) -> Option<SyntaxNode> {
    let list = block.children().find(|c| c.kind() == SyntaxKind::STMT_LIST)?;
    let last = list.children().filter(|c| c.kind() != SyntaxKind::ATTR).last()?;
    let expr = if last.kind() == SyntaxKind::EXPR_STMT {
        last.children().find(|c| ast::Expr::can_cast(c.kind()))?
    } else {
        last
    };
    let jumps = matches!(expr.kind(), SyntaxKind::RETURN_EXPR | SyntaxKind::BREAK_EXPR | SyntaxKind::CONTINUE_EXPR);
    jumps.then_some(expr)
}

/// Code that leaves the normal flow: `return`, `break`, `continue`, a `loop`, a panic.
fn is_jump(n: &SyntaxNode) -> bool {
    matches!(
        n.kind(),
        SyntaxKind::RETURN_EXPR | SyntaxKind::BREAK_EXPR | SyntaxKind::CONTINUE_EXPR | SyntaxKind::LOOP_EXPR
    ) || n.kind() == SyntaxKind::MACRO_CALL && is_panic(n)
}

fn is_panic(call: &SyntaxNode) -> bool {
    let name = call
        .children()
        .find(|c| c.kind() == SyntaxKind::PATH)
        .and_then(|p| p.last_token())
        .map(|t| t.text().to_owned())
        .unwrap_or_default();
    matches!(name.as_str(), "panic" | "unreachable" | "todo" | "unimplemented")
}

/// The label a `break`/`continue` names.
fn label_of(e: &SyntaxNode) -> Option<String> {
    e.children().find(|c| c.kind() == SyntaxKind::LIFETIME).map(|l| l.text().to_string())
}

/// The label of a loop (`'outer: loop { .. }`).
fn label_of_loop(e: &SyntaxNode) -> Option<String> {
    e.children().find(|c| c.kind() == SyntaxKind::LABEL).and_then(|l| l.first_token()).map(|t| t.text().to_owned())
}
