//! Whether the flow of control surely gets from one statement to code after it, judged from
//! the syntax alone, for the `...` shortcut ([`crate::matching::quick`]).
//!
//! The answer must never claim a path the control-flow graph does not have, so it is
//! conservative: a statement "completes" only when some path through it ends normally on
//! every reading (an `if` without `else` completes by skipping its block; a `loop` is
//! assumed not to). Where it says no, the caller asks the graph.

use ra_ap_syntax::ast::HasLoopBody;
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, ast};

/// Words that end or redirect the normal flow of control (`loop` may never end).
const DIVERGING: &[&str] = &["return", "break", "continue", "loop", "panic", "unreachable", "todo", "unimplemented"];

/// Whether code may leave the normal flow of control: a word of [`DIVERGING`] in it.
pub(crate) fn may_diverge(code: &[u8]) -> bool {
    // Searchers built once: building them on every call cost as much as searching.
    static FINDERS: std::sync::LazyLock<Vec<memchr::memmem::Finder<'static>>> =
        std::sync::LazyLock::new(|| DIVERGING.iter().map(|w| memchr::memmem::Finder::new(w.as_bytes())).collect());
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    FINDERS.iter().any(|f| {
        f.find_iter(code).any(|at| {
            let end = at + f.needle().len();
            (at == 0 || !is_word(code[at - 1])) && (end >= code.len() || !is_word(code[end]))
        })
    })
}

/// A body's text: its tree's ranges are the file's, moved by `shift` for a body re-parsed from
/// a macro call's arguments.
#[derive(Clone, Copy)]
pub(crate) struct BodyText<'a> {
    pub src: &'a str,
    pub shift: i64,
}

impl BodyText<'_> {
    /// The text of a range of the body's tree.
    fn get(&self, r: TextRange) -> Option<&[u8]> {
        let r = crate::code::shift_range(r, self.shift);
        self.src.as_bytes().get(std::ops::Range::<usize>::from(r))
    }
}

/// How deep [`completes`] looks before it answers no.
const MAX_DEPTH: usize = 64;

/// Whether some path through `node` (a statement or expression of a body) ends normally.
pub(crate) fn completes(node: &SyntaxNode, src: BodyText) -> bool {
    completes_at(node, src, 0)
}

fn completes_at(node: &SyntaxNode, src: BodyText, depth: usize) -> bool {
    let text = src.get(node.text_range()).unwrap_or(b"return");
    if !may_diverge(text) {
        return true;
    }
    if depth > MAX_DEPTH {
        return false;
    }
    let all = |n: &SyntaxNode| n.children().all(|c| completes_at(&c, src, depth + 1));
    match node.kind() {
        SyntaxKind::RETURN_EXPR
        | SyntaxKind::BREAK_EXPR
        | SyntaxKind::CONTINUE_EXPR
        | SyntaxKind::BECOME_EXPR
        | SyntaxKind::LOOP_EXPR
        | SyntaxKind::MACRO_EXPR
        | SyntaxKind::MACRO_CALL
        | SyntaxKind::MACRO_STMTS => false,
        // The `else` of a `let` runs only when the pattern fails to match.
        SyntaxKind::LET_ELSE => true,
        // Bodies of their own: nothing in them runs here.
        SyntaxKind::CLOSURE_EXPR | SyntaxKind::FN | SyntaxKind::CONST | SyntaxKind::STATIC => true,
        SyntaxKind::IF_EXPR => {
            let Some(i) = ast::IfExpr::cast(node.clone()) else { return false };
            let cond = i.condition().is_some_and(|c| completes_at(c.syntax(), src, depth + 1));
            let then = i.then_branch().is_some_and(|b| completes_at(b.syntax(), src, depth + 1));
            let otherwise = match i.else_branch() {
                None => true,
                Some(ast::ElseBranch::Block(b)) => completes_at(b.syntax(), src, depth + 1),
                Some(ast::ElseBranch::IfExpr(e)) => completes_at(e.syntax(), src, depth + 1),
            };
            cond && (then || otherwise)
        }
        SyntaxKind::MATCH_EXPR => {
            let Some(m) = ast::MatchExpr::cast(node.clone()) else { return false };
            let scrutinee = m.expr().is_some_and(|e| completes_at(e.syntax(), src, depth + 1));
            let arm = m.match_arm_list().is_some_and(|l| {
                l.arms().any(|a| {
                    a.guard().is_none_or(|g| completes_at(g.syntax(), src, depth + 1))
                        && a.expr().is_some_and(|e| completes_at(e.syntax(), src, depth + 1))
                })
            });
            scrutinee && arm
        }
        // No iteration is a path too.
        SyntaxKind::WHILE_EXPR => ast::WhileExpr::cast(node.clone())
            .and_then(|w| w.condition())
            .is_some_and(|c| completes_at(c.syntax(), src, depth + 1)),
        SyntaxKind::FOR_EXPR => ast::ForExpr::cast(node.clone())
            .and_then(|f| f.iterable())
            .is_some_and(|e| completes_at(e.syntax(), src, depth + 1)),
        // A labelled block may be left by a `break` to its label.
        SyntaxKind::BLOCK_EXPR if ast::BlockExpr::cast(node.clone()).is_some_and(|b| b.label().is_some()) => false,
        // `async` blocks are bodies of their own.
        SyntaxKind::BLOCK_EXPR if ast::BlockExpr::cast(node.clone()).is_some_and(|b| b.async_token().is_some()) => true,
        // Everything else (blocks, `let`, calls, operators, `?`) completes where each part does,
        // in order.
        _ => all(node),
    }
}

/// Whether the normal flow from the end of `from` (a statement) surely reaches the code at
/// `to` (a range of `from`'s tree), later in its body and outside loops: `to` lies in a later statement of a block
/// holding both, every statement between completes, and no jump comes before it on its way
/// out of `from`'s statement or into `to`'s.
pub(crate) fn surely_reaches(from: &SyntaxNode, to: TextRange, src: BodyText) -> bool {
    let Some(block) = from.ancestors().find(|a| a.kind() == SyntaxKind::STMT_LIST && a.text_range().contains_range(to))
    else {
        return false;
    };
    let mut children = block.children();
    let Some(a) = children.by_ref().find(|c| c.text_range().contains_range(from.text_range())) else { return false };
    let text = |r: TextRange| src.get(r);
    // Out of `from`'s statement: the rest of it after `from`.
    if text(TextRange::new(from.text_range().end(), a.text_range().end())).is_none_or(may_diverge) {
        return false;
    }
    for c in children {
        if c.text_range().contains_range(to) {
            // Into `to`'s statement: the part of it before `to`.
            return text(TextRange::new(c.text_range().start(), to.start())).is_some_and(|t| !may_diverge(t));
        }
        if !completes(&c, src) {
            return false;
        }
    }
    false
}

/// Whether `node` lies in a loop of its body (paths from it may come back to it).
pub(crate) fn in_loop(node: &SyntaxNode) -> bool {
    enclosing_loop(node).is_some()
}

/// The innermost loop of its body at or above `node`.
fn enclosing_loop(node: &SyntaxNode) -> Option<SyntaxNode> {
    node.ancestors()
        .take_while(|a| !cfg::is_body(a))
        .find(|a| matches!(a.kind(), SyntaxKind::LOOP_EXPR | SyntaxKind::WHILE_EXPR | SyntaxKind::FOR_EXPR))
}

/// Whether the flow from the end of `from` surely comes back to `from`'s start around the
/// innermost loop holding it (in its body): no jump on the way to the end of the loop's body,
/// none from the start of the body to `from`, none in a `while`'s condition.
pub(crate) fn surely_loops_back(from: &SyntaxNode, src: BodyText) -> bool {
    let Some(l) = from.parent().as_ref().and_then(enclosing_loop) else { return false };
    let (body, head) = if let Some(w) = ast::WhileExpr::cast(l.clone()) {
        (w.loop_body(), w.condition().map(|c| c.syntax().text_range()))
    } else if let Some(f) = ast::ForExpr::cast(l.clone()) {
        (f.loop_body(), None)
    } else {
        (ast::LoopExpr::cast(l.clone()).and_then(|l| l.loop_body()), None)
    };
    let Some(body) = body.map(|b| b.syntax().text_range()) else { return false };
    let own = from.text_range();
    if !body.contains_range(own) {
        return false;
    }
    let no_jump = |r: TextRange| src.get(r).is_some_and(|t| !may_diverge(t));
    no_jump(TextRange::new(own.end(), body.end()))
        && no_jump(TextRange::new(body.start(), own.start()))
        && head.is_none_or(no_jump)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ra_ap_syntax::{Edition, SourceFile};

    /// `body` in a fn, and its statement `let x ...`.
    fn let_x(body: &str) -> (String, SyntaxNode) {
        let src = format!("fn f() {{ {body} }}");
        let root = SourceFile::parse(&src, Edition::Edition2021).syntax_node();
        let from = root
            .descendants()
            .find(|n| n.kind() == SyntaxKind::LET_STMT && n.text().to_string().starts_with("let x"))
            .unwrap();
        (src, from)
    }

    /// Whether the flow from `let x` reaches the `eat(x)` in `body`, per [`surely_reaches`].
    fn reaches(body: &str) -> bool {
        let (src, from) = let_x(body);
        let at = src.find("eat(x)").unwrap() as u32;
        surely_reaches(&from, TextRange::at(at.into(), 6.into()), BodyText { src: &src, shift: 0 })
    }

    #[test]
    fn statements_that_may_complete_let_the_flow_through() {
        assert!(reaches("let x = 1; if c { return; } eat(x);"));
        assert!(reaches("let x = 1; if c { return; } else { g(); } eat(x);"));
        assert!(reaches("let x = 1; match v { A => return, B => {} } eat(x);"));
        assert!(reaches("let x = 1; for i in v { break; } while c { continue; } eat(x);"));
        assert!(reaches("let x = 1; let c = || { return 1; }; let y = a?; eat(x);"));
        assert!(reaches("let x = 1; let Some(y) = o else { return }; eat(x);"));
        assert!(reaches("let x = 1; if c { eat(x); }"));
    }

    /// Whether the flow from `let x` in `body` comes back to it, per [`surely_loops_back`].
    fn loops_back(body: &str) -> bool {
        let (src, from) = let_x(body);
        surely_loops_back(&from, BodyText { src: &src, shift: 0 })
    }

    #[test]
    fn loops_without_jumps_come_back() {
        assert!(loops_back("for a in v { let x = f(a); g(); }"));
        assert!(loops_back("while c() { if d { let x = 1; } for b in w { h(b); } }"));
        assert!(loops_back("'l: loop { g()?; let x = 1; }"));
        assert!(!loops_back("loop { let x = 1; if c { break; } }"));
        assert!(!loops_back("for a in v { if c { continue; } let x = 1; }"));
        assert!(!loops_back("while { let x = 1; x > 0 } { }"));
        assert!(!loops_back("let x = 1; loop { }"));
        assert!(!loops_back("loop { let c = || { let x = 1; }; }"));
    }

    #[test]
    fn jumps_on_every_path_stop_it() {
        assert!(!reaches("let x = 1; return; eat(x);"));
        assert!(!reaches("let x = 1; if c { return; } else { panic!(); } eat(x);"));
        assert!(!reaches("let x = 1; match v { A => return, B => unreachable!() } eat(x);"));
        assert!(!reaches("let x = 1; loop { g(); } eat(x);"));
        assert!(!reaches("let x = 1; 'a: { break 'a; } eat(x);"));
        assert!(!reaches("let x = 1; if c { return; eat(x); }"));
        assert!(!reaches("let x = 1; m!(return); eat(x);"));
        assert!(!reaches("eat(x); let x = 1;"));
    }
}
