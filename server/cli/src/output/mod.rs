//! What `cocci check` prints for each match: a compiler-style line, a JSON object, a GitHub
//! workflow command, or a SARIF result (gathered into one log at the end).

pub mod edits;
pub mod github;
pub mod sarif;
pub mod script;

use crate::columns::{Pos, Positions};
use engine::{Report, ReportKind};
use std::path::{Component, Path};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// `file:line:col: rule: message`, one line a match.
    #[default]
    Text,
    /// One JSON object a line.
    Json,
    /// One SARIF 2.1.0 log (code scanning, IDE viewers).
    Sarif,
    /// GitHub Actions workflow commands (annotations on the pull request).
    Github,
}

/// A report with its file and its positions counted in the requested unit.
pub struct Placed<'a> {
    /// The file as the command line named it (or the walk found it).
    pub file: &'a str,
    pub report: &'a Report,
    pub start: Pos,
    pub end: Pos,
    /// The report's fix: ranges of the input to replace, and their new text.
    pub fix: Vec<(Pos, Pos, &'a str)>,
}

impl<'a> Placed<'a> {
    pub fn new(file: &'a str, report: &'a Report, at: &Positions) -> Placed<'a> {
        Placed {
            file,
            report,
            start: at.at(report.range.start()),
            end: at.at(report.range.end()),
            fix: report.fix.iter().map(|e| (at.at(e.range.start()), at.at(e.range.end()), e.text.as_str())).collect(),
        }
    }
}

/// The line a line-oriented format prints for a report (with its newline).
pub fn line(format: Format, p: &Placed) -> String {
    let rep = p.report;
    let mut s = match format {
        Format::Text => format!("{}:{}:{}: {}: {}", p.file, p.start.line, p.start.col, rep.rule, rep.message),
        Format::Json => serde_json::json!({
            "file": p.file,
            "line": p.start.line,
            "column": p.start.col,
            "end_line": p.end.line,
            "end_column": p.end.col,
            "rule": rep.rule,
            "message": rep.message,
        })
        .to_string(),
        Format::Github => github::command(p),
        Format::Sarif => unreachable!("SARIF is one document, not lines"),
    };
    s.push('\n');
    s
}

/// How severe a report is, as the editor shows it: `*` lines are warnings, changes notes.
pub fn is_warning(rep: &Report) -> bool {
    rep.kind == ReportKind::Found
}

/// A path as CI services name files: relative ones without `./`, with `/` between parts.
pub fn slash_path(file: &str) -> String {
    let parts: Vec<String> = Path::new(file)
        .components()
        .skip_while(|c| matches!(c, Component::CurDir))
        .map(|c| match c {
            Component::RootDir => String::new(),
            c => c.as_os_str().to_string_lossy().into_owned(),
        })
        .collect();
    if parts.first().is_some_and(String::is_empty) { format!("/{}", parts[1..].join("/")) } else { parts.join("/") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slash_paths_drop_the_leading_dot() {
        assert_eq!(slash_path("./src/a.rs"), "src/a.rs");
        assert_eq!(slash_path("src/./a.rs"), "src/a.rs");
        assert_eq!(slash_path("/abs/a.rs"), "/abs/a.rs");
        assert_eq!(slash_path("../up/a.rs"), "../up/a.rs");
    }
}
