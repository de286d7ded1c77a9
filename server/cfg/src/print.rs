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

/// Line starts of a text, to print `line:col` of many offsets.
struct Lines<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

impl<'t> Lines<'t> {
    fn new(text: &'t str) -> Lines<'t> {
        let starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Lines { text, starts }
    }

    fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let col = self.text.get(self.starts[line]..offset).map_or(0, |l| l.chars().count()) + 1;
        (line + 1, col)
    }
}

/// Prints the graphs of one file (its line index built once).
pub struct Printer<'t> {
    text: &'t str,
    lines: Lines<'t>,
}

impl<'t> Printer<'t> {
    pub fn new(text: &'t str) -> Printer<'t> {
        Printer { text, lines: Lines::new(text) }
    }

    pub fn text(&self, cfg: &Cfg, body: &SyntaxNode) -> String {
        text_with(cfg, body, self.text, &self.lines)
    }

    pub fn dot(&self, cfg: &Cfg, body: &SyntaxNode) -> String {
        to_dot(cfg, body, self.text)
    }
}

/// One line a node: `n3 try 2:13 `foo()?` -> n4, n1 (error) | next n4`.
pub fn to_text(cfg: &Cfg, body: &SyntaxNode, text: &str) -> String {
    text_with(cfg, body, text, &Lines::new(text))
}

fn text_with(cfg: &Cfg, body: &SyntaxNode, text: &str, lines: &Lines) -> String {
    let mut out = String::new();
    let (l, c) = lines.line_col(body.text_range().start().into());
    let _ = writeln!(out, "{} at {l}:{c}: {} nodes ({} before compression)", cfg.name, cfg.nodes.len(), cfg.raw_nodes);
    for (i, n) in cfg.nodes.iter().enumerate() {
        let _ = write!(out, "  n{i} {}", kind_name(n.kind));
        if !matches!(n.kind, NodeKind::Entry | NodeKind::Exit) {
            let (l, c) = lines.line_col(usize::from(n.range.start() + body.text_range().start()));
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
