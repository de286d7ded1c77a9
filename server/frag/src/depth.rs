//! How deep code nests, measured without recursion, so that deep input is refused with a clear
//! error before anything recursive (rust-analyzer's parser, the graph builder, the matcher,
//! dropping a tree) can overflow a stack (which aborts the whole process).
//!
//! Two measures, each cheap next to parsing:
//! - [`bracket_depth`], before parsing: how deep `(`, `[` and `{` nest. rust-analyzer's parser
//!   recurses once or more per level, so text nested deeper than [`MAX_DEPTH`] is not parsed at
//!   all.
//! - [`deep_parts`], after parsing: the parts of a tree (top-level items) deeper than
//!   [`MAX_DEPTH`] nodes. Flat text can still make a deep tree (`a + b + ... + z`, long method
//!   chains, `!!!!x`), and everything that walks a tree recursively is bounded by its depth.
//!
//! With the limit, the engine's recursion stays well inside [`STACK_SIZE`], the stack the CLI's
//! and the server's worker threads get.

use ra_ap_parser::LexedStr;
use ra_ap_syntax::{Edition, NodeOrToken, SyntaxKind, SyntaxNode, TextRange, WalkEvent};
use std::collections::HashMap;

/// The deepest nesting accepted: levels of brackets in text, or nodes in a tree. Far beyond
/// hand-written code (rustc's own sources stay under a few hundred) and generated code of
/// thousands of levels alike; 1,500 nested `if`s make a tree about 4,500 deep.
pub const MAX_DEPTH: usize = 10_000;

/// The stack a thread that parses and matches gets (the CLI's workers, the server's pools):
/// reserved address space that the kernel commits only as far as a thread recurses. Matching
/// a tree [`MAX_DEPTH`] deep takes a few tens of MB of it in debug builds (measured by
/// `engine`'s deep-input tests), and rust-analyzer's parser survives far deeper text in it.
pub const STACK_SIZE: usize = 1 << 30;

/// How deep brackets nest in `text` (unbalanced closers ignored). Whether it is more than
/// `limit` is exact: then brackets in strings and comments do not count, and counting stops
/// just past `limit`. Below it, the figure is an upper bound (from bytes alone: the number of
/// opening brackets, or how deep they nest).
pub fn bracket_depth(text: &str, edition: Edition, limit: usize) -> usize {
    // No more opening brackets than the limit: no deeper either (a count that SIMD makes
    // far cheaper than following the nesting byte by byte).
    let opening = memchr::memchr3_iter(b'(', b'[', b'{', text.as_bytes()).count();
    if opening <= limit {
        return opening;
    }
    // Nesting no deeper than the limit even counting every bracket byte: no need to lex.
    let bound = max_nesting_bytes(text);
    if bound <= limit {
        return bound;
    }
    let lexed = LexedStr::new(edition, text);
    let (mut depth, mut max) = (0usize, 0usize);
    for i in 0..lexed.len() {
        match lexed.kind(i) {
            SyntaxKind::L_PAREN | SyntaxKind::L_BRACK | SyntaxKind::L_CURLY => {
                depth += 1;
                max = max.max(depth);
                if max > limit {
                    break;
                }
            }
            SyntaxKind::R_PAREN | SyntaxKind::R_BRACK | SyntaxKind::R_CURLY => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// An upper bound of the bracket depth from bytes alone (brackets in strings count too).
fn max_nesting_bytes(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for b in text.bytes() {
        match b {
            b'(' | b'[' | b'{' => {
                depth += 1;
                max = max.max(depth);
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// The depth of the tree under `node` (`node` alone is 1).
pub fn tree_depth(node: &SyntaxNode) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for event in node.preorder() {
        match event {
            WalkEvent::Enter(_) => {
                depth += 1;
                max = max.max(depth);
            }
            WalkEvent::Leave(_) => depth -= 1,
        }
    }
    max
}

/// A part of a tree too deep to work on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deep {
    /// The child of the root it lies in (a top-level item): what is skipped.
    pub range: TextRange,
    /// How deep that part's tree is.
    pub depth: usize,
}

/// The children of `root` whose trees are deeper than `limit` nodes (`root` counts as one
/// level), in order. One walk of the tree's green nodes (walking its syntax nodes would
/// allocate one cursor for every node: as long as the rest of the search).
pub fn deep_parts(root: &SyntaxNode, limit: usize) -> Vec<Deep> {
    deep_parts_since(root, limit, None)
}

/// [`deep_parts`] of a tree re-parsed from `before` (whose deep parts were `deep_before`,
/// measured with the same `limit`): a top-level item the re-parse kept (the same green node,
/// shared by both trees) keeps its measure, and only the others are walked. An edit in one fn
/// of a long file then costs a walk of that fn, not of the file.
pub fn deep_parts_after(root: &SyntaxNode, limit: usize, before: &SyntaxNode, deep_before: &[Deep]) -> Vec<Deep> {
    let mut kept: HashMap<usize, Option<usize>> = HashMap::new();
    let mut offset = before.text_range().start();
    for child in before.green().children() {
        if let NodeOrToken::Node(part) = child {
            let depth = deep_before.iter().find(|d| d.range.start() == offset).map(|d| d.depth);
            kept.insert(identity(part), depth);
        }
        offset += child.text_len();
    }
    deep_parts_since(root, limit, Some(&kept))
}

/// The deep parts of `root`; an item found in `kept` (by its green node) is not walked: its
/// depth there (`None`: within the limit) stands.
fn deep_parts_since(root: &SyntaxNode, limit: usize, kept: Option<&HashMap<usize, Option<usize>>>) -> Vec<Deep> {
    let mut out: Vec<Deep> = Vec::new();
    let mut offset = root.text_range().start();
    for child in root.green().children() {
        let len = child.text_len();
        if let NodeOrToken::Node(part) = child {
            let depth = match kept.and_then(|k| k.get(&identity(part))) {
                Some(known) => known.unwrap_or(0),
                None => part_depth(part),
            };
            if depth > limit {
                out.push(Deep { range: TextRange::at(offset, len), depth });
            }
        }
        offset += len;
    }
    out
}

/// A green node's identity: its address, which trees that share the node share.
fn identity<T>(node: &T) -> usize {
    std::ptr::from_ref(node) as usize
}

/// How deep the tree of `part`, a child of the root, is (the root is level 1, `part` level
/// 2), counted with a stack of its open nodes' children.
fn part_depth(part: &<ra_ap_syntax::GreenNode as std::ops::Deref>::Target) -> usize {
    let mut open = vec![part.children()];
    let mut deepest = 1;
    while let Some(children) = open.last_mut() {
        match children.next() {
            Some(NodeOrToken::Node(n)) => {
                open.push(n.children());
                deepest = deepest.max(open.len());
            }
            Some(NodeOrToken::Token(_)) => {}
            None => {
                open.pop();
            }
        }
    }
    deepest + 1
}

/// The stack each thread that parses and matches gets in this process: [`STACK_SIZE`] unless
/// the process set a smaller one ([`limit_worker_stacks`]) because its address space is
/// limited.
pub fn worker_stack() -> usize {
    match WORKER_STACK.load(std::sync::atomic::Ordering::Relaxed) {
        0 => STACK_SIZE,
        n => n,
    }
}

static WORKER_STACK: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Sizes the stacks of `threads` working threads (and a few more: the main work, the thread
/// rust-analyzer drops trees on, the server's pools) to fit in an address space of `limit`
/// bytes, where one is set (`ulimit -v`): together they take at most a quarter of it, each
/// between 16 MB and [`STACK_SIZE`]. Stacks are reserved address space: a large one costs
/// nothing where the space is not limited, and stops threads from starting where it is.
/// Returns the size chosen.
pub fn limit_worker_stacks(limit: Option<u64>, threads: usize) -> usize {
    let size = match limit {
        None => STACK_SIZE,
        Some(limit) => {
            let share = limit / (4 * (threads as u64 + 4));
            (share as usize).clamp(16 << 20, STACK_SIZE) & !((1 << 20) - 1)
        }
    };
    WORKER_STACK.store(size, std::sync::atomic::Ordering::Relaxed);
    size
}

/// Why a piece of code is not worked on, for messages.
pub fn too_deep_message(what: &str, depth: usize) -> String {
    format!("{what} nests deeper than {MAX_DEPTH} levels (at least {depth}): skipped")
}

#[cfg(test)]
mod tests {
    use super::*;
    use ra_ap_syntax::{AstNode, SourceFile};

    #[test]
    fn brackets_in_strings_and_comments_do_not_count() {
        let text = format!("fn f() {{ let s = \"{}\"; /* {} */ }}", "(".repeat(50), "[".repeat(50));
        assert_eq!(bracket_depth(&text, Edition::Edition2021, 10), 1, "the lexer's count: the body's braces");
        // Under the limit, an upper bound: here the count of opening brackets.
        let shallow = bracket_depth("fn f() { g((a), [b]) }", Edition::Edition2021, 10);
        assert!((3..=10).contains(&shallow), "{shallow}");
    }

    #[test]
    fn counting_stops_past_the_limit() {
        let deep = format!("fn f() {{ {}x{} }}", "(".repeat(500), ")".repeat(500));
        assert_eq!(bracket_depth(&deep, Edition::Edition2021, 100), 101);
        let under = bracket_depth(&deep, Edition::Edition2021, 1000);
        assert!((501..=1000).contains(&under), "{under}");
    }

    #[test]
    fn deep_parts_are_the_top_level_items_too_deep() {
        let text =
            format!("fn ok() {{ a(); }}\nfn deep() {{ {}x{} }}\nfn ok2() {{}}\n", "(".repeat(60), ")".repeat(60));
        let parse = SourceFile::parse(&text, Edition::Edition2021);
        let root = parse.tree().syntax().clone();
        let deep = deep_parts(&root, 50);
        assert_eq!(deep.len(), 1);
        assert!(text[deep[0].range].starts_with("fn deep()"));
        assert!(deep[0].depth > 60);
        assert!(deep_parts(&root, 100).is_empty());
        assert_eq!(tree_depth(&root), deep[0].depth);
    }

    #[test]
    fn a_reparse_measures_only_the_items_it_made_anew() {
        let deep_fn = |name: &str, n: usize| format!("fn {name}() {{ {}x{} }}\n", "(".repeat(n), ")".repeat(n));
        let text = format!("fn ok() {{ a(); }}\n{}fn edited() {{ y }}\n", deep_fn("deep", 60));
        let parse = SourceFile::parse(&text, Edition::Edition2021);
        let before = parse.syntax_node();
        let deep_before = deep_parts(&before, 50);
        assert_eq!(deep_before.len(), 1);
        // The last fn's body made deep by an incremental re-parse, which shares the other items.
        let y = text.rfind('y').unwrap();
        let nested = format!("{}y{}", "(".repeat(60), ")".repeat(60));
        let range = TextRange::at((y as u32).into(), 1.into());
        let reparsed = parse.reparse(range, &nested, Edition::Edition2021).syntax_node();
        let after = deep_parts_after(&reparsed, 50, &before, &deep_before);
        assert_eq!(after, deep_parts(&reparsed, 50), "the same verdicts as a full measure");
        assert_eq!(after.len(), 2);
        // A shared item is not walked again: its old measure stands (here one that says `ok`
        // is deep, which only a reuse can report).
        let ok_range = before.first_child().unwrap().text_range();
        let told = [Deep { range: ok_range, depth: 99 }];
        let reused = deep_parts_after(&reparsed, 50, &before, &told);
        assert!(reused.contains(&Deep { range: ok_range, depth: 99 }), "{reused:?}");
    }

    #[test]
    fn stacks_fit_a_limited_address_space() {
        const GB: u64 = 1 << 30;
        // Unlimited: the full stack, which costs only address space.
        assert_eq!(limit_worker_stacks(None, 8), STACK_SIZE);
        // 2 GB for 2 workers and the few other threads: a quarter of it shared by six.
        assert_eq!(limit_worker_stacks(Some(2 * GB), 2), 85 << 20);
        assert_eq!(worker_stack(), 85 << 20);
        // Never below 16 MB, never above the full stack.
        assert_eq!(limit_worker_stacks(Some(GB / 4), 64), 16 << 20);
        assert_eq!(limit_worker_stacks(Some(1024 * GB), 2), STACK_SIZE);
    }
}
