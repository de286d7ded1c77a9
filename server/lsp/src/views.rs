//! What the editor shows about matches: hovers on a match, code lenses on a patch's rules.

use crate::commands::SHOW_MATCHES;
use crate::infra::encoding::Lines;
use crate::state::State;
use engine::Report;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Arc;
use tower_lsp_server::ls_types::*;

/// The rule, the bindings and what the code becomes, for a match under the cursor.
pub async fn hover(state: &Arc<State>, params: HoverParams) -> Option<Hover> {
    let uri = params.text_document_position_params.text_document.uri;
    if state.patches.read().unwrap_or_else(|e| e.into_inner()).get(&uri).is_some() {
        return crate::explain::rule_hover(state, &uri, params.text_document_position_params.position).await;
    }
    let (snap, results) = state.results_now(&uri).await?;
    let lines = Lines::new(&snap.text, state.enc());
    let at = lines.offset(params.text_document_position_params.position);
    let (pr, r) = results
        .iter()
        .flat_map(|pr| pr.reports.iter().map(move |r| (pr, r)))
        .filter(|(_, r)| r.range.contains_inclusive(at))
        .min_by_key(|(_, r)| r.range.len())?;
    // One line for the rule and the message: hovers are short (VS Code's are 250 pixels high).
    let mut md = format!("**cocci** rule `{}` of `{}`: {}\n", r.rule, pr.patch.name(), r.message);
    if !r.bindings.is_empty() {
        let typed = !r.types.is_empty();
        md.push_str(if typed {
            "\n| metavariable | code | type |\n| --- | --- | --- |\n"
        } else {
            "\n| metavariable | code |\n| --- | --- |\n"
        });
        let cell = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|");
        for (name, code) in &r.bindings {
            let ty = r.types.iter().find(|(n, _)| n == name).map(|(_, t)| format!(" `{}` |", cell(t)));
            let ty = if typed { ty.unwrap_or_else(|| " |".into()) } else { String::new() };
            md.push_str(&format!("| `{name}` | `{}` |{ty}\n", cell(code)));
        }
    }
    if let Some(preview) = preview(&snap.text, r) {
        md.push_str(&format!("\n**After the rewrite:**\n```rust\n{preview}\n```\n"));
    }
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value: md }),
        range: Some(lines.range(r.range)),
    })
}

/// The lines a fix touches, as they read after it.
fn preview(text: &str, r: &Report) -> Option<String> {
    let fix = r.fix.first()?;
    let (s, e) = (usize::from(fix.range.start()), usize::from(fix.range.end()));
    let line_start = text.get(..s)?.rfind('\n').map_or(0, |i| i + 1);
    let line_end = text.get(e..)?.find('\n').map_or(text.len(), |i| e + i);
    let mut lines = text[line_start..line_end].to_owned();
    lines.replace_range(s - line_start..e - line_start, &fix.text);
    Some(lines)
}

/// "N matches in M files" on each rule of an open patch.
pub fn code_lens(state: &State, uri: &Uri) -> Vec<CodeLens> {
    let Some(patch) = state.patches.read().unwrap_or_else(|e| e.into_inner()).get(uri) else { return Vec::new() };
    let lines = Lines::new(&patch.text, state.enc());
    let mut counts: HashMap<usize, (usize, usize)> = HashMap::new();
    for entry in state.results.iter() {
        for pr in entry.per_patch.iter().filter(|pr| pr.patch.uri == *uri) {
            let mut in_file: HashMap<usize, usize> = HashMap::new();
            for r in &pr.reports {
                *in_file.entry(r.rule_index).or_default() += 1;
            }
            for (rule, n) in in_file {
                let c = counts.entry(rule).or_default();
                c.0 += n;
                c.1 += 1;
            }
        }
    }
    patch
        .parsed
        .patch
        .rules
        .iter()
        .enumerate()
        .filter(|(_, r)| r.body.is_some())
        .map(|(i, rule)| {
            let (n, m) = counts.get(&i).copied().unwrap_or_default();
            let title = if !patch.parsed.errors.is_empty() {
                "the patch has errors".to_owned()
            } else {
                format!("{n} match{} in {m} file{}", if n == 1 { "" } else { "es" }, if m == 1 { "" } else { "s" })
            };
            CodeLens {
                range: lines.range(rule.header),
                command: Some(Command {
                    title,
                    command: SHOW_MATCHES.into(),
                    arguments: Some(vec![json!(uri.as_str()), json!(rule.name)]),
                }),
                data: None,
            }
        })
        .collect()
}
