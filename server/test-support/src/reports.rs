//! Reports as an editor sees them, so that what the server publishes and what the engine
//! reports compare: start and end (line, UTF-16 column) and message.

use serde_json::Value;

/// A report as an editor sees it: start and end (line, UTF-16 column), message. What the
/// server publishes and what the engine reports compare in this form.
pub type Reported = ((u64, u64), (u64, u64), String);

/// (line, UTF-16 column) of a byte offset of `text`.
pub fn utf16_position(text: &str, offset: usize) -> (u64, u64) {
    let before = &text[..offset];
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (before.matches('\n').count() as u64, text[start..offset].encode_utf16().count() as u64)
}

/// The engine's reports on `text`, as an editor sees them.
pub fn reported(text: &str, reports: impl IntoIterator<Item = engine::Report>) -> Vec<Reported> {
    let mut out: Vec<Reported> = reports
        .into_iter()
        .map(|r| (utf16_position(text, r.range.start().into()), utf16_position(text, r.range.end().into()), r.message))
        .collect();
    out.sort();
    out
}

/// Whether a published diagnostic stands for a report: its code is `PATCH:RULE`, and its
/// message is the report's (a problem's code is the patch alone; a problem and a skip hint say
/// their patch first, `PATCH: ...`).
pub fn is_report(d: &Value) -> bool {
    let Some((patch, _rule)) = d["code"].as_str().and_then(|c| c.rsplit_once(':')) else { return false };
    !d["message"].as_str().unwrap_or("").starts_with(&format!("{patch}: "))
}

/// Published diagnostics of reports (not of problems), as an editor sees them, sorted. Panics
/// on a diagnostic without a range or a message.
pub fn published(diags: &[Value]) -> Vec<Reported> {
    let pos = |p: &Value| (p["line"].as_u64().expect("a line"), p["character"].as_u64().expect("a character"));
    let mut out: Vec<Reported> = diags
        .iter()
        .filter(|d| is_report(d))
        .map(|d| {
            (pos(&d["range"]["start"]), pos(&d["range"]["end"]), d["message"].as_str().expect("a message").to_owned())
        })
        .collect();
    out.sort();
    out
}
