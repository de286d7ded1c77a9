//! Showing a graph: one line a node (for `cocci cfg` and snapshot tests), or Graphviz.

use crate::{Cfg, EdgeKind, NodeKind};
use ra_ap_syntax::{SyntaxNode, TextRange};
use std::fmt::Write;

fn kind_name(k: NodeKind) -> &'static str {
    match k {
        NodeKind::Entry => "entry",
        NodeKind::Exit => "exit",
        NodeKind::Stmt => "stmt",
        NodeKind::Cond => "cond",
        NodeKind::Match => "match",
        NodeKind::Arm => "arm",
        NodeKind::LoopHead => "loop",
        NodeKind::LetElse => "let-else",
        NodeKind::Try => "try",
        NodeKind::Return => "return",
        NodeKind::Break => "break",
        NodeKind::Continue => "continue",
        NodeKind::Expr => "expr",
    }
}

fn edge_name(k: EdgeKind) -> &'static str {
    match k {
        EdgeKind::Normal => "",
        EdgeKind::True => "true",
        EdgeKind::False => "false",
        EdgeKind::Back => "back",
        EdgeKind::Return => "return",
        EdgeKind::Break => "break",
        EdgeKind::Continue => "continue",
        EdgeKind::Error => "error",
    }
}

/// The code of a node on one line, cut to 40 characters.
fn snippet(text: &str, body: &SyntaxNode, range: TextRange) -> String {
    let abs = range + body.text_range().start();
    let code = text.get(std::ops::Range::<usize>::from(abs)).unwrap_or("");
    let flat = code.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() > 40 { format!("{}...", flat.chars().take(37).collect::<String>()) } else { flat }
}

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// One line a node: `n3 try 2:13 `foo()?` -> n4, n1 (error) | next n4`.
pub fn to_text(cfg: &Cfg, body: &SyntaxNode, text: &str) -> String {
    let mut out = String::new();
    let (l, c) = line_col(text, body.text_range().start().into());
    let _ = writeln!(out, "{} at {l}:{c}: {} nodes ({} before compression)", cfg.name, cfg.nodes.len(), cfg.raw_nodes);
    for (i, n) in cfg.nodes.iter().enumerate() {
        let _ = write!(out, "  n{i} {}", kind_name(n.kind));
        if !matches!(n.kind, NodeKind::Entry | NodeKind::Exit) {
            let (l, c) = line_col(text, usize::from(n.range.start() + body.text_range().start()));
            let _ = write!(out, " {l}:{c} `{}`", snippet(text, body, n.range));
            if n.in_macro {
                out.push_str(" (in macro)");
            }
        }
        let succ: Vec<String> = n
            .succ
            .iter()
            .map(|&(to, k)| if k == EdgeKind::Normal { format!("n{to}") } else { format!("n{to} ({})", edge_name(k)) })
            .collect();
        if !succ.is_empty() {
            let _ = write!(out, " -> {}", succ.join(", "));
        }
        if let Some(next) = n.next {
            let _ = write!(out, " | next n{next}");
        }
        out.push('\n');
    }
    out
}

/// The graph in Graphviz's dot language; `next` links dashed.
pub fn to_dot(cfg: &Cfg, body: &SyntaxNode, text: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{}\" {{\n  node [shape=box, fontname=monospace];", cfg.name.replace('"', "'"));
    for (i, n) in cfg.nodes.iter().enumerate() {
        let label = match n.kind {
            NodeKind::Entry | NodeKind::Exit => kind_name(n.kind).to_owned(),
            _ => format!("{}: {}", kind_name(n.kind), snippet(text, body, n.range)),
        };
        let _ = writeln!(out, "  n{i} [label=\"{}\"];", label.replace('\\', "\\\\").replace('"', "\\\""));
    }
    for (i, n) in cfg.nodes.iter().enumerate() {
        for &(to, k) in &n.succ {
            match k {
                EdgeKind::Normal => {
                    let _ = writeln!(out, "  n{i} -> n{to};");
                }
                _ => {
                    let _ = writeln!(out, "  n{i} -> n{to} [label=\"{}\"];", edge_name(k));
                }
            }
        }
        if let Some(next) = n.next {
            let _ = writeln!(out, "  n{i} -> n{next} [style=dashed, color=gray];");
        }
    }
    out.push_str("}\n");
    out
}
