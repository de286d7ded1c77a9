//! What script rules print (`print_report`, `print_todo`, `print`): on stdout as they wrote it
//! (spatch's `file:line:col-colend: msg`), or as a `script` object a line for `--format json`.
//! SARIF's stdout is one document, so there they are notes on stderr.

use super::Format;
use engine::scripts::{LineKind, ScriptLine};

/// The stdout line (with its newline) for a script's line, or `None` where it goes to stderr.
pub fn line(format: Format, file: Option<&str>, l: &ScriptLine) -> Option<String> {
    let mut s = match format {
        Format::Text | Format::Github => l.text.clone(),
        Format::Json => serde_json::json!({ "script": {
            "file": file,
            "rule": l.rule,
            "kind": match l.kind {
                LineKind::Report => "report",
                LineKind::Print => "print",
            },
            "text": l.text,
        } })
        .to_string(),
        Format::Sarif => return None,
    };
    s.push('\n');
    Some(s)
}

/// Where a once-per-run script (initialize, finalize) failed: `PATCH:LINE: error: RULE: WHY`.
pub fn failure(patch_name: &str, e: &apply::scripts::OnceFailure) -> String {
    format!("{patch_name}:{}: error: {}: {}", e.failure.line, e.rule, e.failure.message)
}
