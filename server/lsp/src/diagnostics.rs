//! Reports and patch errors as LSP diagnostics.

use crate::config::Config;
use crate::infra::encoding::{Encoding, Lines};
use crate::matching::PatchReports;
use crate::patches::PatchFile;
use engine::{Report, ReportKind};
use ra_ap_syntax::TextRange;
use tower_lsp_server::ls_types::*;

pub const SOURCE: &str = "cocci";

/// One diagnostic per report: at the matched code, with the rule in the patch as related
/// information where the client shows it (`related`): it is a third of each diagnostic's
/// bytes, sent again for every match on each edit.
pub fn for_reports(
    results: &[PatchReports],
    text: &str,
    enc: Encoding,
    config: &Config,
    related: bool,
) -> Vec<Diagnostic> {
    let lines = Lines::new(text, enc);
    let mut out = Vec::new();
    for pr in results {
        let patch_lines = Lines::new(&pr.patch.text, enc);
        let severity = config.severity_of(&pr.patch);
        let name = pr.patch.name();
        for r in &pr.reports {
            let rule = pr.patch.parsed.patch.rules.get(r.rule_index);
            let related_info = rule.filter(|_| related).map(|rule| {
                vec![DiagnosticRelatedInformation {
                    location: Location { uri: pr.patch.uri.clone(), range: patch_lines.range(rule.header) },
                    message: format!("rule {} of {name}", r.rule),
                }]
            });
            out.push(Diagnostic {
                range: lines.range(r.range),
                severity: Some(severity.unwrap_or(default_severity(r))),
                code: Some(NumberOrString::String(code_of(&name, &r.rule))),
                code_description: None,
                source: Some(SOURCE.to_owned()),
                message: r.message.clone(),
                related_information: related_info,
                tags: None,
                // No `data`: a quick fix finds its report by place, code and message (see
                // `actions`), and every byte here is sent again for every match on each edit.
                data: None,
            });
        }
        // What `cocci check` reports as problems (a rewrite refused, a value missing): at their
        // place, or the file's start. No fix stands for them.
        for (at, p) in &pr.problems {
            let at = at.unwrap_or_default();
            let rule = if p.rule.is_empty() { String::new() } else { format!("{}: ", p.rule) };
            out.push(Diagnostic {
                range: lines.range(TextRange::empty(at)),
                severity: Some(DiagnosticSeverity::WARNING),
                code: Some(NumberOrString::String(name.clone())),
                source: Some(SOURCE.to_owned()),
                message: format!("{name}: {rule}{}", p.message),
                ..Diagnostic::default()
            });
        }
        // Candidates the model could not tell about, when asked for: hints saying why, as
        // `cocci check --explain-skips` prints them.
        let skips = pr.skips.iter().filter(|_| config.show_skips);
        for s in skips.filter_map(|s| s.at.map(|at| (at, s))) {
            let (at, s) = s;
            out.push(Diagnostic {
                range: lines.range(at),
                severity: Some(DiagnosticSeverity::HINT),
                code: Some(NumberOrString::String(code_of(&name, &s.rule))),
                source: Some(SOURCE.to_owned()),
                message: format!("{name}: {}: skipped: {}", s.rule, s.reason),
                ..Diagnostic::default()
            });
        }
    }
    out
}

/// A report's diagnostic code: its patch's name and its rule.
pub fn code_of(patch_name: &str, rule: &str) -> String {
    format!("{patch_name}:{rule}")
}

/// `*` matches warn; changes a patch would make are hints.
fn default_severity(r: &Report) -> DiagnosticSeverity {
    match r.kind {
        ReportKind::Found => DiagnosticSeverity::WARNING,
        ReportKind::Change => DiagnosticSeverity::HINT,
    }
}

/// A patch's parse errors and warnings, at their exact ranges in the `.cocci` file.
pub fn for_patch(patch: &PatchFile, enc: Encoding) -> Vec<Diagnostic> {
    let lines = Lines::new(&patch.text, enc);
    let errors = patch.parsed.errors.iter().map(|e| (e, DiagnosticSeverity::ERROR));
    let warnings = patch.parsed.warnings.iter().map(|w| (w, DiagnosticSeverity::WARNING));
    errors
        .chain(warnings)
        .map(|(e, severity)| Diagnostic {
            range: lines.range(e.range),
            severity: Some(severity),
            source: Some(SOURCE.to_owned()),
            message: e.message.clone(),
            ..Diagnostic::default()
        })
        .collect()
}
