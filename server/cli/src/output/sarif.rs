//! `--format sarif`: one SARIF 2.1.0 log with one run. The tool's rules are the patch's rules;
//! each match is a result with its location (a region in the run's column unit) and, when it
//! makes a change, a fix with the replacements. File locations are URIs relative to
//! `%SRCROOT%`, the folder cocci ran in (as code-scanning services expect).
//! `tests/sarif.rs` validates the output against the OASIS schema.

use super::{Placed, is_warning, slash_path};
use crate::columns::{Columns, Pos};
use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
use serde_json::{Value, json};

const SCHEMA: &str = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
const SRCROOT: &str = "%SRCROOT%";

/// The characters a path segment of a URI reference may not hold as they are (RFC 3986), and
/// `:` (which would make a first segment look like a scheme).
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}')
    .add(b':');

/// The SARIF name of a column unit; SARIF has none for bytes.
pub fn column_kind(c: Columns) -> Option<&'static str> {
    match c {
        Columns::Chars => Some("unicodeCodePoints"),
        Columns::Utf16 => Some("utf16CodeUnits"),
        Columns::Utf8 => None,
    }
}

/// One result for a report.
pub fn result(p: &Placed) -> Value {
    let rep = p.report;
    let mut r = json!({
        "ruleId": rep.rule,
        "ruleIndex": rep.rule_index,
        "level": level(is_warning(rep)),
        "message": { "text": rep.message },
        "locations": [{
            "physicalLocation": { "artifactLocation": artifact(p.file), "region": region(p.start, p.end) }
        }],
    });
    if !p.fix.is_empty() {
        let replacements: Vec<Value> = p
            .fix
            .iter()
            .map(|(s, e, text)| json!({ "deletedRegion": region(*s, *e), "insertedContent": { "text": text } }))
            .collect();
        r["fixes"] = json!([{
            "description": { "text": rep.message },
            "artifactChanges": [{ "artifactLocation": artifact(p.file), "replacements": replacements }],
        }]);
    }
    r
}

/// A tool-level message: a file that could not be read, a problem applying the patch.
pub struct Notification {
    pub error: bool,
    pub text: String,
}

/// The whole log.
pub fn log(
    patch_name: &str,
    patch: &engine::Patch,
    columns: Columns,
    results: Vec<Value>,
    notes: &[Notification],
    successful: bool,
) -> Value {
    let rules: Vec<Value> = patch
        .rules
        .iter()
        .map(|r| {
            let warns = r.body.as_ref().is_some_and(|b| b.has_star);
            json!({
                "id": r.name,
                "shortDescription": { "text": format!("rule {} of {patch_name}", r.name) },
                "defaultConfiguration": { "level": level(warns) },
            })
        })
        .collect();
    let notifications: Vec<Value> = notes
        .iter()
        .map(|n| json!({ "level": if n.error { "error" } else { "warning" }, "message": { "text": n.text } }))
        .collect();
    let root = std::env::current_dir().map(|d| directory_uri(&d.to_string_lossy())).unwrap_or_else(|_| "./".into());
    json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": { "name": "cocci", "version": env!("CARGO_PKG_VERSION"), "rules": rules } },
            "invocations": [{ "executionSuccessful": successful, "toolExecutionNotifications": notifications }],
            "originalUriBaseIds": { SRCROOT: { "uri": root } },
            "columnKind": column_kind(columns).unwrap_or("unicodeCodePoints"),
            "results": results,
        }],
    })
}

fn level(warning: bool) -> &'static str {
    if warning { "warning" } else { "note" }
}

fn region(start: Pos, end: Pos) -> Value {
    json!({ "startLine": start.line, "startColumn": start.col, "endLine": end.line, "endColumn": end.col })
}

/// A relative file is a URI reference from `%SRCROOT%`; an absolute one a `file:` URI.
fn artifact(file: &str) -> Value {
    let path = slash_path(file);
    match path.strip_prefix('/') {
        Some(abs) => json!({ "uri": format!("file:///{}", encode(abs)) }),
        None => json!({ "uri": encode(&path), "uriBaseId": SRCROOT }),
    }
}

fn encode(path: &str) -> String {
    path.split('/').map(|s| utf8_percent_encode(s, SEGMENT).to_string()).collect::<Vec<_>>().join("/")
}

/// The `file:` URI of a folder, ending with `/` as base URIs must.
fn directory_uri(dir: &str) -> String {
    let path = encode(dir.trim_start_matches('/').trim_end_matches('/'));
    if path.is_empty() { "file:///".into() } else { format!("file:///{path}/") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_become_uri_references() {
        assert_eq!(artifact("./src/a b#1.rs"), json!({ "uri": "src/a%20b%231.rs", "uriBaseId": SRCROOT }));
        assert_eq!(artifact("/w/é.rs"), json!({ "uri": "file:///w/%C3%A9.rs" }));
        assert_eq!(artifact("c:d.rs"), json!({ "uri": "c%3Ad.rs", "uriBaseId": SRCROOT }));
        assert_eq!(directory_uri("/work/x y"), "file:///work/x%20y/");
        assert_eq!(directory_uri("/"), "file:///");
    }
}
