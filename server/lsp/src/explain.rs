//! "Why does (or doesn't) the patch match here?": a code action offered on Rust code while a
//! patch is active, and the `cocci.explain` command it runs. For each rule of each active
//! patch, at the place asked about, the engine says what `cocci explain` says: matched, with
//! its bindings, or the pattern element that failed furthest and the code it met.
//!
//! The command returns the explanation (as text and as one object per rule). A client that
//! said it shows explanations itself (`"showsExplanations": true` in the initialization
//! options, as the VS Code extension does) gets only that; any other client also gets the text
//! as a message (Neovim shows it in its message area).

use crate::document::Lang;
use crate::infra::confine::{self, Kind};
use crate::infra::encoding::Lines;
use crate::infra::pool;
use crate::patches::PatchFile;
use crate::state::State;
use engine::{At, Explained, Reason, Verdict};
use ra_ap_syntax::TextRange;
use serde_json::{Value, json};
use std::sync::Arc;
use tower_lsp_server::ls_types::*;

pub const COMMAND: &str = "cocci.explain";

/// The code action at `at` of the document `uri`.
pub fn action(uri: &Uri, at: Position, patches: &[Arc<PatchFile>]) -> CodeAction {
    let title = match patches {
        [one] => format!("cocci: why does {} match here or not?", one.name()),
        _ => "cocci: why do the patches match here or not?".to_owned(),
    };
    let arguments = Some(vec![json!(uri.as_str()), json!(at)]);
    CodeAction {
        title: title.clone(),
        kind: Some(CodeActionKind::EMPTY),
        command: Some(Command { title, command: COMMAND.into(), arguments }),
        ..CodeAction::default()
    }
}

/// `cocci.explain FILE_URI POSITION`: every active patch, explained at that place.
pub async fn command(state: &Arc<State>, args: &[Value]) -> Result<Value, String> {
    let arg = args.first().and_then(Value::as_str).ok_or("expected a file URI as first argument")?;
    let uri: Uri = arg.parse().map_err(|_| format!("not a URI: {arg}"))?;
    let at: Position = args
        .get(1)
        .and_then(|p| serde_json::from_value(p.clone()).ok())
        .ok_or("expected a position ({\"line\", \"character\"}) as second argument")?;
    let patches: Vec<Arc<PatchFile>> =
        state.active_patches().into_iter().filter(|p| crate::preview::patch_errors(p).is_none()).collect();
    let explained = explain_at(state, &uri, at, patches, None).await?;
    let text = match explained.text.is_empty() {
        true => "cocci: no patch is active (open or save a .cocci file without errors)".to_owned(),
        false => explained.text,
    };
    if !state.caps().shows_explanations {
        state.client.show_message(MessageType::INFO, text.clone()).await;
    }
    Ok(json!({ "text": text, "rules": explained.rules }))
}

/// `patches` explained at `at` in the Rust file `uri` (its open text, else its saved one):
/// every rule, or only the rule of that index.
async fn explain_at(
    state: &Arc<State>,
    uri: &Uri,
    at: Position,
    patches: Vec<Arc<PatchFile>>,
    only_rule: Option<usize>,
) -> Result<Explanation, String> {
    let path = state.workspace().check(uri, Kind::Rust)?;
    let open = state.docs.get(uri).filter(|d| d.lang == Lang::Rust).map(|d| (d.text.clone(), d.edition));
    let (enc, st) = (state.enc(), state.clone());
    pool::background()
        .run(move || -> Result<Explanation, String> {
            let (text, edition) = match open {
                Some(open) => open,
                None => {
                    let text = confine::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                    (text.into(), st.editions.for_file(&path))
                }
            };
            let lines = Lines::new(&text, enc);
            let offset = lines.offset(at);
            let mut out = Explanation::default();
            for patch in &patches {
                let engine = patch.engine();
                let answers = engine.needs_semantics().then(|| st.semantic_model().file(&path, &text));
                let given = engine::Given {
                    sema: answers.as_ref().map(|a| a as &dyn engine::sema::FileSemantics),
                    ..Default::default()
                };
                for e in engine.explain(&text, edition, At::Point(offset), given) {
                    if only_rule.is_none_or(|i| i == e.rule_index) {
                        out.add(patch, &e, &lines);
                    }
                }
            }
            Ok(out)
        })
        .await
        .ok_or("explaining failed (see the server's log)")?
}

/// A hover on a rule of a patch: how many matches it has in the files the server matched, the
/// first few, and why it matches or not where code actions were last asked in a Rust file
/// (the editor asks as the cursor moves), as the code action would say.
pub async fn rule_hover(state: &Arc<State>, patch_uri: &Uri, at: Position) -> Option<Hover> {
    let patch = state.patches.read().unwrap_or_else(|e| e.into_inner()).get(patch_uri)?.clone();
    let lines = Lines::new(&patch.text, state.enc());
    let offset = lines.offset(at);
    let (index, rule) = patch.parsed.patch.rules.iter().enumerate().rfind(|(_, r)| r.header.start() <= offset)?;
    let workspace = state.workspace();
    let mut matches: Vec<(String, String)> = Vec::new();
    for entry in state.results.iter() {
        let file = shown_file(&workspace, entry.key());
        let file_lines = Lines::new(&entry.text, state.enc());
        for pr in entry.per_patch.iter().filter(|pr| pr.patch.uri == *patch_uri) {
            for r in pr.reports.iter().filter(|r| r.rule_index == index) {
                let p = file_lines.position(r.range.start());
                matches.push((format!("{file}:{}:{}", p.line + 1, p.character + 1), r.message.clone()));
            }
        }
    }
    matches.sort();
    let n = matches.len();
    let mut md = format!("**cocci** rule `{}`: {n} match{} in the files matched so far\n", rule.name, plural(n));
    const SHOWN: usize = 5;
    for (place, message) in matches.iter().take(SHOWN) {
        md.push_str(&format!("- `{place}` {message}\n"));
    }
    if n > SHOWN {
        md.push_str(&format!("- and {} more\n", n - SHOWN));
    }
    let asked = state.last_asked.lock().unwrap_or_else(|e| e.into_inner()).clone();
    if rule.body.is_some()
        && crate::preview::patch_errors(&patch).is_none()
        && let Some((uri, pos)) = asked
        && let Ok(explained) = explain_at(state, &uri, pos, vec![patch.clone()], Some(index)).await
        && let Some(why) = explained.verdicts.first()
    {
        let file = shown_file(&workspace, &uri);
        md.push_str(&format!("\n**At `{file}:{}:{}`:** {why}", pos.line + 1, pos.character + 1));
    }
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value: md }),
        range: Some(lines.range(rule.header)),
    })
}

/// A file as a hover names it: relative to its workspace folder.
fn shown_file(workspace: &confine::Workspace, uri: &Uri) -> String {
    let relative = confine::local_path(uri).and_then(|p| workspace.relative(&p));
    relative.map_or_else(|| uri.as_str().to_owned(), |(_, rel)| rel.display().to_string())
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "es" }
}

/// The explanation of every rule, as text and as objects.
#[derive(Default)]
struct Explanation {
    text: String,
    rules: Vec<Value>,
    /// Each rule's text without the head naming the patch and rule, for the hover on a rule.
    verdicts: Vec<String>,
}

impl Explanation {
    fn add(&mut self, patch: &PatchFile, e: &Explained, lines: &Lines) {
        let shown = |r: TextRange| {
            let p = lines.position(r.start());
            format!("{}:{}", p.line + 1, p.character + 1)
        };
        let header = patch.parsed.patch.rules.get(e.rule_index).map(|r| r.header.start());
        let header_line = header.map_or(0, |h| smpl::LineCol::of(&patch.text, h.into()).line);
        let head = format!("{} rule {} (line {header_line})", patch.name(), e.rule);
        let mut verdict = String::new();
        let mut object = json!({ "patch": patch.uri.as_str(), "rule": e.rule, "patch_line": header_line });
        match &e.verdict {
            Verdict::Matched { range, bindings } => {
                verdict.push_str(&format!("matched at {}\n", shown(*range)));
                for (name, code) in bindings {
                    let code = code.split_whitespace().collect::<Vec<_>>().join(" ");
                    verdict.push_str(&format!("    {name} = {code}\n"));
                }
                object["matched"] = json!(true);
                object["range"] = json!(lines.range(*range));
                let bound = bindings.iter().map(|(n, c)| json!({ "name": n, "code": c }));
                object["bindings"] = Value::Array(bound.collect());
            }
            Verdict::NotMatched(reasons) => {
                let line = |r: &Reason| {
                    let branch = r.branch.map_or(String::new(), |b| format!("branch {}: ", b + 1));
                    let place = r.at.map_or(String::new(), |at| format!(" at {}", shown(at)));
                    format!("{branch}not matched{place}: {}", r.message)
                };
                match reasons.as_slice() {
                    [one] if one.branch.is_none() => verdict.push_str(&format!("{}\n", line(one))),
                    _ => {
                        verdict.push_str("not matched:\n");
                        for r in reasons {
                            verdict.push_str(&format!("    {}\n", line(r)));
                        }
                    }
                }
                object["matched"] = json!(false);
                let reasons = reasons.iter().map(|r| {
                    json!({
                        "kind": r.kind,
                        "message": r.message,
                        "branch": r.branch,
                        "range": r.at.map(|at| lines.range(at)),
                    })
                });
                object["reasons"] = Value::Array(reasons.collect());
            }
            Verdict::Script => {
                verdict.push_str("a script rule: explain does not run it\n");
                object["matched"] = json!(false);
                object["script"] = json!(true);
            }
        }
        self.text.push_str(&format!("{head}: {verdict}"));
        self.verdicts.push(verdict);
        self.rules.push(object);
    }
}
