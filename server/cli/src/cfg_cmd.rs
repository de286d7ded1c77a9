//! `cocci cfg FILE.rs [--fn NAME] [--dot]`: the control-flow graphs matching runs on.

use ra_ap_syntax::{AstNode, SourceFile, SyntaxKind, ast::HasName};
use std::path::Path;
use std::process::ExitCode;

pub fn run(file: &Path, name: Option<&str>, dot: bool) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let edition = project::edition::Editions::default().for_file(file);
    let parse = SourceFile::parse(&text, edition);
    let root = parse.syntax_node();
    let mut shown = 0;
    let printer = cfg::Printer::new(&text);
    for body in cfg::bodies(&root) {
        if let Some(name) = name
            && !within_fn_named(&body, name)
        {
            continue;
        }
        let graph = cfg::Cfg::build(&body, edition);
        let out = if dot { printer.dot(&graph, &body) } else { printer.text(&graph, &body) };
        print!("{out}");
        shown += 1;
    }
    if shown == 0 {
        match name {
            Some(n) => eprintln!("{}: no fn named `{n}`", file.display()),
            None => eprintln!("{}: no bodies", file.display()),
        }
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

/// Whether `body` is, or is inside, a fn called `name`.
fn within_fn_named(body: &ra_ap_syntax::SyntaxNode, name: &str) -> bool {
    body.ancestors()
        .filter(|a| a.kind() == SyntaxKind::FN)
        .any(|f| ra_ap_syntax::ast::Fn::cast(f).and_then(|f| f.name()).is_some_and(|n| n.text() == name))
}
