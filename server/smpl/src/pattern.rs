//! The pattern IR: what a rule's minus/context code becomes once parsed, with metavariables,
//! `...`, nests and disjunctions resolved. The engine matches it against `ra_ap_syntax` trees.
//!
//! A pattern mirrors the Rust syntax tree it was parsed from, minus trivia and separator commas;
//! every leaf remembers where it came from in the patch and whether its line was `-`, `*` or
//! context, which is all the rewriter needs besides the `+` runs.

use ra_ap_syntax::{SyntaxKind, TextSize};

/// Index of a metavariable in its rule's `metavars`.
pub type MetaId = usize;

/// What the column-0 marker of a pattern token's line said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Context,
    Minus,
    Star,
}

/// Where a leaf comes from: its offset in the patch text and its line's marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    pub offset: TextSize,
    pub mark: Mark,
}

#[derive(Clone, Debug)]
pub enum Pat {
    /// A syntax node of the same kind whose children match in order.
    Node(Box<NodePat>),
    /// A token of the same kind and text.
    Token(TokenPat),
    /// A metavariable occurrence.
    Meta(MetaPat),
    /// `...`: any run of sibling nodes (or, between statements, any path).
    Dots(Box<DotsPat>),
    /// Ordered alternatives (`( A | B )`): the first that matches wins.
    Disj(Box<DisjPat>),
    /// `( A & B )`: every alternative matches the same code.
    Conj(Box<DisjPat>),
    /// `<... P ...>` / `<+... P ...+>`.
    Nest(Box<NestPat>),
    /// A macro call's token tree whose contents parse as comma-separated expressions.
    MacroArgs(Box<MacroArgsPat>),
    /// A sequence of statements (a statement-level disjunction branch, a nest body).
    Seq(Vec<Pat>),
    /// A `?` line: the statement may be absent.
    Optional(Box<Pat>),
}

#[derive(Clone, Debug)]
pub struct NodePat {
    pub kind: SyntaxKind,
    pub children: Vec<Pat>,
    /// Every leaf inside is on a `-` line: the matched code node goes as a whole, with the
    /// parts the pattern left unsaid (`pub`, attributes, a return type).
    pub all_minus: bool,
    /// A position metavariable attached with `@p` to this node.
    pub position: Option<MetaId>,
}

#[derive(Clone, Debug)]
pub struct TokenPat {
    pub kind: SyntaxKind,
    pub text: String,
    pub origin: Origin,
}

#[derive(Clone, Debug)]
pub struct MetaPat {
    pub id: MetaId,
    /// The kind of the outermost syntax node the metavariable stood for in the patch
    /// (`PATH_EXPR` for an expression, `NAME_REF` for a method name...).
    pub node_kind: SyntaxKind,
    pub origin: Origin,
    pub position: Option<MetaId>,
}

/// A constraint on the code a `...` may pass over.
#[derive(Clone, Debug)]
pub enum When {
    /// `when != P`: nothing on the path matches P.
    NotMatch(Pat),
    /// `when = P`: everything on the path matches P.
    Match(Pat),
    /// `when any`: drop the shortest-path restriction.
    Any,
    /// `when strict`: error exits do not relax forall.
    Strict,
    /// `when exists` / `when forall`: override the rule's quantifier for this `...`.
    Exists,
    Forall,
}

#[derive(Clone, Debug)]
pub struct DotsPat {
    pub origin: Origin,
    pub whens: Vec<When>,
}

#[derive(Clone, Debug)]
pub struct DisjPat {
    /// Identifies the disjunction in the rule, so `+` runs inside a branch know when it was taken.
    pub id: usize,
    pub branches: Vec<Pat>,
    /// Patch offset where each branch ends (its `|`, `&` or `)`).
    pub ends: Vec<TextSize>,
}

#[derive(Clone, Debug)]
pub struct NestPat {
    pub id: usize,
    pub body: Pat,
    /// `<+... ...+>`: at least one occurrence.
    pub at_least_one: bool,
    pub whens: Vec<When>,
    pub origin: Origin,
}

#[derive(Clone, Debug)]
pub struct MacroArgsPat {
    pub open: TokenPat,
    pub args: Vec<Pat>,
    pub close: TokenPat,
}

impl Pat {
    /// A node pattern, with `all_minus` derived from its children so the two cannot disagree.
    pub(crate) fn node(kind: SyntaxKind, children: Vec<Pat>, position: Option<MetaId>) -> Pat {
        // A child node's own flag says it (walking it again would make deep patterns, as
        // `!!!!e`, cost the square of their depth).
        let all_minus = children.iter().all(|c| match c {
            Pat::Node(n) => n.all_minus && !n.children.is_empty(),
            other => other.all_marked(Mark::Minus),
        });
        Pat::Node(Box::new(NodePat { kind, children, all_minus, position }))
    }

    /// Calls `f` on this pattern and every pattern inside it (not `when` patterns).
    pub fn walk(&self, f: &mut dyn FnMut(&Pat)) {
        f(self);
        match self {
            Pat::Node(n) => n.children.iter().for_each(|c| c.walk(f)),
            Pat::Token(_) | Pat::Meta(_) | Pat::Dots(_) => {}
            Pat::Disj(d) | Pat::Conj(d) => d.branches.iter().for_each(|c| c.walk(f)),
            Pat::Nest(n) => n.body.walk(f),
            Pat::MacroArgs(m) => {
                f(&Pat::Token(m.open.clone()));
                m.args.iter().for_each(|c| c.walk(f));
                f(&Pat::Token(m.close.clone()));
            }
            Pat::Seq(items) => items.iter().for_each(|c| c.walk(f)),
            Pat::Optional(p) => p.walk(f),
        }
    }

    /// The syntax kind this pattern requires of the code it is tried on, when it is fixed.
    pub fn root_kind(&self) -> Option<SyntaxKind> {
        match self {
            Pat::Node(n) => Some(n.kind),
            Pat::Token(t) => Some(t.kind),
            _ => None,
        }
    }

    /// Whether any leaf of the pattern carries the given mark.
    pub fn all_marked(&self, mark: Mark) -> bool {
        let mut all = true;
        let mut any = false;
        self.walk(&mut |p| {
            let m = match p {
                Pat::Token(t) => Some(t.origin.mark),
                Pat::Meta(m) => Some(m.origin.mark),
                Pat::Dots(d) => Some(d.origin.mark),
                Pat::Nest(n) => Some(n.origin.mark),
                _ => None,
            };
            if let Some(m) = m {
                any = true;
                all &= m == mark;
            }
        });
        any && all
    }

    pub fn has_mark(&self, mark: Mark) -> bool {
        let mut found = false;
        self.walk(&mut |p| {
            found |= match p {
                Pat::Token(t) => t.origin.mark == mark,
                Pat::Meta(m) => m.origin.mark == mark,
                Pat::Dots(d) => d.origin.mark == mark,
                Pat::Nest(n) => n.origin.mark == mark,
                _ => false,
            }
        });
        found
    }
}

impl Pat {
    /// A compact one-line rendering for tests and debugging: nodes as `(KIND ...)`, tokens as
    /// their text (prefixed `-` or `*` when so marked), metavariables as `$id`.
    pub fn sexpr(&self) -> String {
        let mut out = String::new();
        self.write_sexpr(&mut out);
        out
    }

    fn write_sexpr(&self, out: &mut String) {
        let mark = |m: Mark| match m {
            Mark::Context => "",
            Mark::Minus => "-",
            Mark::Star => "*",
        };
        let list = |out: &mut String, head: &str, items: &[Pat]| {
            out.push('(');
            out.push_str(head);
            for p in items {
                out.push(' ');
                p.write_sexpr(out);
            }
            out.push(')');
        };
        match self {
            Pat::Node(n) => {
                let head = format!("{:?}{}", n.kind, n.position.map(|p| format!("@${p}")).unwrap_or_default());
                list(out, &head, &n.children)
            }
            Pat::Token(t) => {
                out.push_str(mark(t.origin.mark));
                out.push_str(&t.text);
            }
            Pat::Meta(m) => {
                out.push_str(&format!("{}${}:{:?}", mark(m.origin.mark), m.id, m.node_kind));
                if let Some(p) = m.position {
                    out.push_str(&format!("@${p}"));
                }
            }
            Pat::Dots(d) => {
                out.push_str(mark(d.origin.mark));
                out.push_str("...");
                if !d.whens.is_empty() {
                    out.push_str(&format!("[when x{}]", d.whens.len()));
                }
            }
            Pat::Disj(d) => list(out, "DISJ", &d.branches),
            Pat::Conj(d) => list(out, "CONJ", &d.branches),
            Pat::Nest(n) => list(out, if n.at_least_one { "NEST+" } else { "NEST" }, std::slice::from_ref(&n.body)),
            Pat::MacroArgs(m) => list(out, "ARGS", &m.args),
            Pat::Seq(items) => list(out, "SEQ", items),
            Pat::Optional(p) => list(out, "OPT", std::slice::from_ref(p)),
        }
    }
}
