//! Edits as an editor applies them: the text edits of a `WorkspaceEdit`, in UTF-16 positions.

use crate::client::uri;
use serde_json::Value;
use std::path::Path;

/// Applies LSP text edits (from a `WorkspaceEdit`'s document changes) to `text`, UTF-16.
pub fn apply_text_edits(text: &str, edits: &[Value]) -> String {
    let mut edits: Vec<(usize, usize, String)> = edits
        .iter()
        .map(|e| {
            let start = offset(text, &e["range"]["start"]);
            let end = offset(text, &e["range"]["end"]);
            (start, end, e["newText"].as_str().unwrap_or("").to_owned())
        })
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_owned();
    for (s, e, t) in edits {
        out.replace_range(s..e, &t);
    }
    out
}

/// The byte offset of a UTF-16 LSP position.
pub fn offset(text: &str, pos: &Value) -> usize {
    let line = pos["line"].as_u64().unwrap() as usize;
    let character = pos["character"].as_u64().unwrap() as usize;
    let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let mut units = 0;
    for (i, c) in text[start..].char_indices() {
        if units >= character || c == '\n' {
            return start + i;
        }
        units += c.len_utf16();
    }
    text.len()
}

/// The edits a workspace edit makes to one document, by URI.
pub fn edits_for(edit: &Value, path: &Path) -> Vec<Value> {
    let want = uri(path);
    edit["documentChanges"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["textDocument"]["uri"] == want.as_str())
        .flat_map(|c| c["edits"].as_array().cloned().unwrap_or_default())
        .collect()
}
