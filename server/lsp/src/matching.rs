//! Matching a document against the active patches, with the caching that makes an edit cheap:
//! the tree is re-parsed incrementally (see `document`), control-flow graphs are reused for
//! bodies whose text did not change, and for one-rule patches the reports of each fn are kept by
//! the fn's text, so an edit re-matches only the fns it touched (and the code outside fns). A
//! typed patch's are kept by the fn's text and what its types depend on besides: the code
//! outside fn bodies and the other files (see `typed_context`).

use crate::document::{Caches, Snapshot, UnitFound, UnitReport};
use crate::patches::PatchFile;
use engine::{Engine, Given, Problem, Report, TextEdit};
use ra_ap_syntax::{AstNode, SyntaxKind, SyntaxNode, TextRange, TextSize, ast};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The reports of one patch in one document, and the problems `cocci check` would report
/// (a rewrite refused as unparsable, a metavariable without a value), at offsets of the text.
pub struct PatchReports {
    pub patch: Arc<PatchFile>,
    pub reports: Vec<Report>,
    pub problems: Vec<(Option<TextSize>, Problem)>,
    /// Candidates a typed patch skipped, with why (shown only when `cocci.showSkips` is set).
    pub skips: Vec<engine::Skip>,
}

/// A document's tree and its syntax errors, counted once (see `Caches::tree`).
struct Tree<'p> {
    parse: &'p ra_ap_syntax::Parse<ra_ap_syntax::SourceFile>,
    errors: usize,
    deep: &'p [frag::depth::Deep],
}

impl<'p> Tree<'p> {
    /// A run on the whole file, checked as `cocci check` checks it.
    fn given<'g>(&self, graphs: &'g mut cfg::CfgCache) -> Given<'g>
    where
        'p: 'g,
    {
        Given {
            parse: Some(self.parse),
            errors: Some(self.errors),
            deep: Some(self.deep),
            graphs: Some(graphs),
            ..Given::default()
        }
    }
}

/// What one patch found in a document, before it is published.
#[derive(Default)]
struct Found {
    reports: Vec<Report>,
    problems: Vec<(Option<TextSize>, Problem)>,
    skips: Vec<engine::Skip>,
    /// What script rules printed (see `script_reports`).
    script_lines: Vec<engine::scripts::ScriptLine>,
    /// Macro calls the engine could not look into (see `apply::expansion`).
    not_entered: Vec<TextRange>,
}

impl Found {
    fn of(outcome: engine::Outcome) -> Found {
        let mut found = Found::default();
        found.add(Some(outcome));
        found
    }

    /// Adds what another run found (in the document's doctests or macro bodies).
    fn add(&mut self, outcome: Option<engine::Outcome>) {
        let Some(outcome) = outcome else { return };
        self.reports.extend(outcome.reports);
        self.problems.extend(outcome.problems.into_iter().map(|p| (p.at.map(|r| r.start()), p)));
        self.skips.extend(outcome.skips);
        self.script_lines.extend(outcome.script_lines);
        self.not_entered.extend(outcome.macros_not_entered);
    }
}

/// Matches `snap` against `patches`. `None` when `cancelled` said to stop (a newer version).
pub fn match_snapshot(
    snap: &Snapshot,
    patches: &[Arc<PatchFile>],
    cancelled: &dyn Fn() -> bool,
) -> Option<Vec<PatchReports>> {
    if cancelled() {
        return None;
    }
    let mut caches = snap.caches.lock().unwrap_or_else(|e| e.into_inner());
    // Superseded while waiting for the caches (another job of this document held them).
    if cancelled() {
        return None;
    }
    let (parse, errors, deep) = caches.tree(&snap.text, snap.edition);
    let tree = Tree { parse: &parse, errors, deep: &deep };
    let mut used = Vec::new();
    let mut out = Vec::new();
    for patch in patches {
        if cancelled() {
            return None;
        }
        let found =
            guarded(&patch.name(), || match_patch(snap, &tree, patch, &mut caches, &mut used)).unwrap_or_default();
        out.push(PatchReports {
            patch: patch.clone(),
            reports: found.reports,
            problems: found.problems,
            skips: found.skips,
        });
    }
    // Forget fns that no longer exist (or patches that changed).
    let used: std::collections::HashSet<u64> = used.into_iter().collect();
    caches.units.retain(|k, _| used.contains(k));
    caches.graphs.sweep();
    Some(out)
}

/// Runs `f`, turning a panic into `None` (logged): one patch's failure does not stop the rest.
pub fn guarded<T>(what: &str, f: impl FnOnce() -> T) -> Option<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => Some(v),
        Err(e) => {
            let msg = e.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| e.downcast_ref::<String>().cloned());
            tracing::error!("matching {what} panicked: {}", msg.unwrap_or_default());
            None
        }
    }
}

fn match_patch(snap: &Snapshot, tree: &Tree, patch: &PatchFile, caches: &mut Caches, used: &mut Vec<u64>) -> Found {
    // Debug builds only: a patch with this name panics, so tests can check that a panic while
    // matching is contained (no input is known to make the engine panic).
    #[cfg(debug_assertions)]
    if patch.name() == "panic-for-tests.cocci" {
        panic!("the test patch panics on purpose");
    }
    let engine = patch.engine();
    let mut found = if engine.may_match(&snap.text) {
        match_file(snap, tree, patch, &engine, caches, used)
    } else {
        Found::default()
    };
    // Calls the engine could not look into, through the model's expansion, as `cocci check`
    // does for a typed patch.
    let expand = apply::ExpandMacros::default();
    if let Some((model, path)) =
        snap.semantics.as_ref().filter(|_| !found.not_entered.is_empty() && expand.applies(&engine))
    {
        let answers = model.file(path, &snap.text);
        let calls = std::mem::take(&mut found.not_entered);
        found.add(apply::expansion::outcome(&engine, &snap.text, snap.edition, &calls, &answers));
    }
    // Members of its `use` groups, as `cocci check` matches them.
    found.add(apply::use_groups::outcome(&engine, &snap.text, snap.edition, &found.reports, None));
    // The document's doctests, as `cocci check` matches them (at offsets of the comment lines,
    // with quick fixes that edit the comment).
    let doctests = apply::Doctests::default();
    found.add(apply::doctest::outcome(&engine, &snap.text, snap.edition, doctests, None));
    // Its `macro_rules!` transcribers, likewise.
    found.add(apply::transcriber::outcome(&engine, &snap.text, snap.edition, None));
    let scripts = apply::scripts::as_reports(&std::mem::take(&mut found.script_lines), &snap.text, &patch.parsed.patch);
    found.reports.extend(scripts);
    found
}

/// What `engine` finds in the document's own code (its doctests apart).
fn match_file(
    snap: &Snapshot,
    tree: &Tree,
    patch: &PatchFile,
    engine: &Engine,
    caches: &mut Caches,
    used: &mut Vec<u64>,
) -> Found {
    let text = &*snap.text;
    let model = snap.semantics.as_ref().filter(|_| engine.needs_semantics());
    let answers = model.map(|(model, path)| model.file(path, text));
    let sema = answers.as_ref().map(|a| a as &dyn engine::sema::FileSemantics);
    // Script rules run once per set of values over the file: their lines are not a fn's.
    if !engine.is_local() || patch.scripts.is_some() {
        // Validated as `cocci check` validates: a rule whose rewrite would not parse reports
        // a problem instead of its changes.
        return Found::of(engine.apply_given(text, snap.edition, Given { sema, ..tree.given(&mut caches.graphs) }));
    }
    let parse = tree.parse;
    let root = parse.syntax_node();
    let units = units(&root);
    // A typed patch's answers about a fn also depend on the code around it: the signatures and
    // items of this file (the code outside fn bodies) and of the others (the model's epoch).
    // An edit inside one body changes no other body's types.
    let around = match model {
        Some((model, path)) => typed_context(text, &root, &units, (model.id(), model.epoch_for(path))),
        None => 0,
    };
    // Each fn's reports, kept by its code (from the start of its first line) and the patch.
    let keyed: Vec<(TextRange, TextSize, u64)> = units
        .iter()
        .map(|unit| {
            let line_start = TextSize::new(text[..usize::from(unit.start())].rfind('\n').map_or(0, |i| i + 1) as u32);
            (*unit, line_start, unit_key(patch, &text[usize::from(line_start)..usize::from(unit.end())], around))
        })
        .collect();
    used.extend(keyed.iter().map(|k| k.2));
    // The fns not seen before are matched in one run, their reports split by fn.
    let missing: Vec<TextRange> = keyed.iter().filter(|k| !caches.units.contains_key(&k.2)).map(|k| k.0).collect();
    if !missing.is_empty() {
        let given = Given {
            sema,
            parse: Some(parse),
            graphs: Some(&mut caches.graphs),
            only: &missing,
            // Checked as `cocci check` checks a rule's rewrite: each fn's changes must parse
            // (a refused match is a problem of its fn, kept with it). Fns are separate items,
            // so fns whose changes parse make a file whose changes parse; the check re-parses
            // only the changed ranges of the tree, where the whole file took a full parse.
            errors: Some(tree.errors),
            deep: Some(tree.deep),
            ..Given::default()
        };
        let found = Found::of(engine.apply_given(text, snap.edition, given));
        caches.units_matched += missing.len();
        for (unit, line_start, key) in keyed.iter().filter(|k| missing.contains(&k.0)) {
            let rel = |o: TextSize| i64::from(u32::from(o)) - i64::from(u32::from(*line_start));
            let reports = found.reports.iter().filter(|r| unit.contains_range(r.range)).cloned();
            let problems = found.problems.iter().filter(|(at, _)| at.is_some_and(|at| unit.contains_inclusive(at)));
            let skips = found.skips.iter().filter(|s| s.at.is_some_and(|at| unit.contains_range(at)));
            let not_entered = found.not_entered.iter().filter(|r| unit.contains_range(**r));
            let kept = UnitFound {
                reports: reports.map(|r| relative(r, *line_start)).collect(),
                problems: problems.map(|(at, p)| (at.map(rel), p.clone())).collect(),
                skips: skips.map(|s| (s.at.map(|at| (rel(at.start()), rel(at.end()))), s.clone())).collect(),
                not_entered: not_entered.map(|r| (rel(r.start()), rel(r.end()))).collect(),
            };
            caches.units.insert(*key, Arc::new(kept));
        }
    }
    let mut found = Found::default();
    for (_, line_start, key) in &keyed {
        if let Some(kept) = caches.units.get(key) {
            found.reports.extend(kept.reports.iter().map(|u| absolute(u, *line_start)));
            let abs = |o: i64| TextSize::new((o + i64::from(u32::from(*line_start))).max(0) as u32);
            found.problems.extend(kept.problems.iter().map(|(at, p)| (at.map(abs), p.clone())));
            found.skips.extend(kept.skips.iter().map(|(at, skip)| engine::Skip {
                at: at.map(|(s, e)| TextRange::new(abs(s), abs(e))),
                ..skip.clone()
            }));
            found.not_entered.extend(kept.not_entered.iter().map(|&(s, e)| TextRange::new(abs(s), abs(e))));
        }
    }
    let given = Given {
        sema,
        parse: Some(parse),
        graphs: Some(&mut caches.graphs),
        except: &units,
        errors: Some(tree.errors),
        deep: Some(tree.deep),
        ..Given::default()
    };
    let rest = Found::of(engine.apply_given(text, snap.edition, given));
    found.reports.extend(rest.reports);
    found.problems.extend(rest.problems);
    found.skips.extend(rest.skips);
    found.not_entered.extend(rest.not_entered);
    found.reports.sort_by_key(|r| (r.range.start(), r.range.end()));
    found
}

/// The fns whose reports are kept separately: fns with bodies at item level (in the file,
/// modules, impls and traits), not inside other bodies.
fn units(root: &SyntaxNode) -> Vec<TextRange> {
    let mut out = Vec::new();
    let mut preorder = root.preorder();
    while let Some(event) = preorder.next() {
        let ra_ap_syntax::WalkEvent::Enter(node) = event else { continue };
        match node.kind() {
            SyntaxKind::FN => {
                if ast::Fn::cast(node.clone()).and_then(|f| f.body()).is_some() {
                    out.push(node.text_range());
                }
                preorder.skip_subtree();
            }
            SyntaxKind::SOURCE_FILE
            | SyntaxKind::MODULE
            | SyntaxKind::ITEM_LIST
            | SyntaxKind::IMPL
            | SyntaxKind::TRAIT
            | SyntaxKind::ASSOC_ITEM_LIST => {}
            _ => preorder.skip_subtree(),
        }
    }
    out
}

fn unit_key(patch: &PatchFile, code: &str, around: u64) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    patch.generation.hash(&mut h);
    code.hash(&mut h);
    around.hash(&mut h);
    h.finish()
}

/// What a typed answer about one fn's body depends on besides the body: the file's text outside
/// the fns' bodies (signatures, types, other items), and `model`: the model's id and its epoch
/// for the file (the other files). A body that holds an `impl` or a `macro_rules!` counts
/// whole: what it defines reaches other bodies.
fn typed_context(text: &str, root: &SyntaxNode, units: &[TextRange], model: (u64, u64)) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    model.hash(&mut h);
    let mut from = 0;
    for unit in units {
        let Some(body) = fn_body(root, *unit) else { continue };
        let body_text = &text[usize::from(body.start())..usize::from(body.end())];
        if body_text.contains("impl") || body_text.contains("macro_rules") {
            continue;
        }
        text[from..usize::from(body.start())].hash(&mut h);
        from = usize::from(body.end());
    }
    text[from..].hash(&mut h);
    h.finish()
}

/// The range of the body of the fn whose range is `unit`.
fn fn_body(root: &SyntaxNode, unit: TextRange) -> Option<TextRange> {
    let covering = match root.covering_element(unit) {
        ra_ap_syntax::NodeOrToken::Node(n) => n,
        ra_ap_syntax::NodeOrToken::Token(t) => t.parent()?,
    };
    let f = covering.ancestors().take_while(|n| n.text_range() == unit).find_map(ast::Fn::cast)?;
    Some(f.body()?.syntax().text_range())
}

fn relative(r: Report, base: TextSize) -> UnitReport {
    let rel = |o: TextSize| i64::from(u32::from(o)) - i64::from(u32::from(base));
    let range = (rel(r.range.start()), rel(r.range.end()));
    let fix = r.fix.iter().map(|e| (rel(e.range.start()), rel(e.range.end()))).collect();
    UnitReport { report: r, range, fix }
}

/// A kept report at its place in the current text. Only the byte ranges move: the server
/// never reads the line/column positions of a report.
fn absolute(u: &UnitReport, base: TextSize) -> Report {
    let abs = |o: i64| TextSize::new((o + i64::from(u32::from(base))).max(0) as u32);
    let mut r = u.report.clone();
    r.range = TextRange::new(abs(u.range.0), abs(u.range.1));
    r.fix = u
        .fix
        .iter()
        .zip(&u.report.fix)
        .map(|(&(s, e), edit)| TextEdit { range: TextRange::new(abs(s), abs(e)), text: edit.text.clone() })
        .collect();
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{Document, Lang};
    use crate::infra::encoding::Encoding;
    use ra_ap_syntax::Edition;
    use tower_lsp_server::ls_types::{Position, Range, TextDocumentContentChangeEvent, Uri};

    const SRC: &str = "fn one() {\n    a.unwrap();\n}\n\nfn two() {\n    let x = b.unwrap();\n    use_(x);\n}\n\nfn three() {\n    c.unwrap();\n}\n";

    fn patch(text: &str) -> Arc<PatchFile> {
        let uri: Uri = "file:///p.cocci".parse().unwrap();
        let p = PatchFile::new(uri, text.to_owned(), false);
        assert!(p.parsed.errors.is_empty());
        Arc::new(p)
    }

    fn lines_of(results: &[PatchReports]) -> Vec<String> {
        results[0].reports.iter().map(|r| r.message.clone()).collect()
    }

    #[test]
    fn an_edit_rematches_only_the_fn_it_touched() {
        let patches = [
            patch("@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n"),
            patch("@@\nidentifier x;\nexpression e;\n@@\n  let x = e;\n  ...\n* use_(x);\n"),
        ];
        let mut doc = Document::new(Lang::Rust, 1, SRC.into(), Edition::Edition2021);
        let first = match_snapshot(&doc.snapshot(), &patches, &|| false).unwrap();
        assert_eq!(lines_of(&first).len(), 3);
        let (units, graphs) = {
            let c = doc.caches.lock().unwrap();
            (c.units_matched, c.graphs.built)
        };
        assert_eq!(units, 6, "three fns, two patches");
        // Rename `b` to `bb` inside `two`.
        let change = TextDocumentContentChangeEvent {
            range: Some(Range::new(Position::new(5, 12), Position::new(5, 13))),
            range_length: None,
            text: "bb".into(),
        };
        doc.apply_changes(2, vec![change], Encoding::Utf16);
        let second = match_snapshot(&doc.snapshot(), &patches, &|| false).unwrap();
        let c = doc.caches.lock().unwrap();
        assert_eq!(c.units_matched - units, 2, "only `two`, once per patch");
        assert_eq!(c.graphs.built - graphs, 1, "only the graph of `two` is rebuilt");
        drop(c);
        assert_eq!(lines_of(&second)[1], "replace `bb.unwrap()` with `bb.expect(\"x\")`");
        // The kept reports of `three` moved with the text: still at its `c.unwrap()`.
        let r = &second[0].reports[2];
        assert_eq!(&doc.text[std::ops::Range::<usize>::from(r.range)], "c.unwrap()");
        assert_eq!(&doc.text[std::ops::Range::<usize>::from(r.fix[0].range)], "c.unwrap()");
        assert_eq!(second[1].reports.len(), 1, "the path rule still finds its match");
    }

    /// A crate whose `src/lib.rs` is `src`, and its semantic model.
    fn one_file_crate(src: &str) -> (tempfile::TempDir, std::path::PathBuf, Arc<sema::SemanticModel>) {
        let dir = tempfile::tempdir().unwrap();
        let manifest = "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
        std::fs::write(dir.path().join("Cargo.toml"), manifest).unwrap();
        std::fs::create_dir(dir.path().join("src")).unwrap();
        let path = dir.path().join("src/lib.rs");
        std::fs::write(&path, src).unwrap();
        let model = Arc::new(sema::SemanticModel::new([dir.path()]));
        (dir, path, model)
    }

    #[test]
    fn a_typed_patch_rematches_the_fn_an_edit_touched_and_every_fn_when_a_type_changes() {
        let src = "pub struct Bag { pub items: Vec<u8> }\n\nfn one(b: &Bag) -> bool {\n    b.items.len() == 0\n}\n\n\
                   fn two(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n\nfn three(b: &Bag) -> bool {\n    b.items.len() == 0\n}\n";
        let (_dir, path, model) = one_file_crate(src);
        let patches = [patch("@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n")];
        let mut doc = Document::new(Lang::Rust, 1, src.into(), Edition::Edition2021);
        let run = |doc: &Document| {
            let snap = doc.snapshot().with_semantics(Some((model.clone(), path.clone())));
            let found = match_snapshot(&snap, &patches, &|| false).unwrap();
            let matched: Vec<String> =
                found[0].reports.iter().map(|r| doc.text[std::ops::Range::<usize>::from(r.range)].to_owned()).collect();
            (matched, doc.caches.lock().unwrap().units_matched)
        };
        let edit = |doc: &mut Document, version, (line, from, to): (u32, u32, u32), text: &str| {
            let range = Some(Range::new(Position::new(line, from), Position::new(line, to)));
            let change = TextDocumentContentChangeEvent { range, range_length: None, text: text.into() };
            doc.apply_changes(version, vec![change], Encoding::Utf16);
        };
        let (matched, units) = run(&doc);
        assert_eq!(matched, ["b.items.len() == 0", "v.len() == 0", "b.items.len() == 0"]);
        assert_eq!(units, 3);
        // A statement added in `two`'s body: only `two` is asked about again.
        edit(&mut doc, 2, (7, 4, 4), "let _n = 1;\n    ");
        let (matched, after_body_edit) = run(&doc);
        assert_eq!(after_body_edit - units, 1, "only `two` is matched again");
        assert_eq!(matched, ["b.items.len() == 0", "v.len() == 0", "b.items.len() == 0"]);
        // The field's type changes outside any body: every fn's answers may change, and those
        // of `one` and `three` do (a `String` is not a `Vec<_>`).
        edit(&mut doc, 3, (0, 28, 35), "String");
        let (matched, after_type_edit) = run(&doc);
        assert_eq!(after_type_edit - after_body_edit, 3, "every fn is matched again");
        assert_eq!(matched, ["v.len() == 0"]);
    }

    #[test]
    fn a_typed_match_inside_a_token_tree_call_is_reported_with_its_fix_and_kept_across_edits() {
        let src = "macro_rules! pick {\n    ($a:ident = $e:expr => $b:expr) => {{ let $a = $e; $b }};\n}\n\n\
                   fn one(v: Vec<u8>) -> bool {\n    pick! { n = v.len() == 0 => n }\n}\n\n\
                   fn two(s: &[u8]) -> bool {\n    pick! { n = s.len() == 0 => n }\n}\n";
        let (_dir, path, model) = one_file_crate(src);
        let patches = [patch("@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n")];
        let mut doc = Document::new(Lang::Rust, 1, src.into(), Edition::Edition2021);
        let run = |doc: &Document| {
            let snap = doc.snapshot().with_semantics(Some((model.clone(), path.clone())));
            let found = match_snapshot(&snap, &patches, &|| false).unwrap();
            let at = |r: TextRange| doc.text[std::ops::Range::<usize>::from(r)].to_owned();
            let matched: Vec<(String, Vec<(String, String)>)> = found[0]
                .reports
                .iter()
                .map(|r| (at(r.range), r.fix.iter().map(|e| (at(e.range), e.text.clone())).collect()))
                .collect();
            matched
        };
        let fixed = |v: &str| vec![(format!("{v}.len() == 0"), format!("{v}.is_empty()"))];
        assert_eq!(run(&doc), [("v.len() == 0".to_owned(), fixed("v"))]);
        // An edit in `two` only: `one`'s kept result still holds the call, looked into again.
        let range = Some(Range::new(Position::new(8, 7), Position::new(8, 8)));
        let change = TextDocumentContentChangeEvent { range, range_length: None, text: "t".into() };
        doc.apply_changes(2, vec![change], Encoding::Utf16);
        assert!(doc.text.contains("fn two(t: &[u8])"), "{}", doc.text);
        assert_eq!(run(&doc), [("v.len() == 0".to_owned(), fixed("v"))]);
    }

    /// What `cocci check` reports: the `apply` step on the whole text (doctests included),
    /// script rules run, their report lines where `check` prints them.
    fn cli_reports(patch: &PatchFile, text: &str) -> Vec<(TextRange, String)> {
        let engine = patch.engine();
        let file = apply::FileIn {
            name: "p.rs",
            text,
            edition: Edition::Edition2021,
            semantics: None,
            doctests: apply::Doctests::default(),
            macro_bodies: true,
            expand_macros: apply::ExpandMacros::default(),
        };
        let Some(outcome) = apply::run(&engine, file).outcome else { return Vec::new() };
        let scripts = apply::scripts::as_reports(&outcome.script_lines, text, &patch.parsed.patch);
        let mut out: Vec<_> = outcome.reports.into_iter().chain(scripts).map(|r| (r.range, r.message)).collect();
        out.sort_by(|a, b| (a.0.start(), a.0.end(), &a.1).cmp(&(b.0.start(), b.0.end(), &b.1)));
        out
    }

    /// The order of reports does not matter (the CLI's is rule by rule, the server's by place).
    fn server_reports(results: &[PatchReports]) -> Vec<(TextRange, String)> {
        let mut out: Vec<_> = results[0].reports.iter().map(|r| (r.range, r.message.clone())).collect();
        out.sort_by(|a, b| (a.0.start(), a.0.end(), &a.1).cmp(&(b.0.start(), b.0.end(), &b.1)));
        out
    }

    #[test]
    fn per_fn_runs_report_what_the_cli_reports_on_every_case() {
        // Matching each fn apart must change nothing of what is reported: a match of a whole fn
        // item (`- fn` / `+ const fn`) once came twice, from the fn's own run and from the run on
        // the rest of the file.
        let mut differ = Vec::new();
        let cases = test_support::cases();
        assert!(cases.len() > 250, "the test cases are found");
        for (name, patch_text, input) in &cases {
            let uri: Uri = "file:///p.cocci".parse().unwrap();
            let patches = [Arc::new(PatchFile::new(uri, patch_text.clone(), false))];
            if !patches[0].parsed.errors.is_empty() {
                // The CLI refuses it; the server does not run it.
                continue;
            }
            let mut doc = Document::new(Lang::Rust, 1, input.clone(), Edition::Edition2021);
            let want = cli_reports(&patches[0], input);
            let first = match_snapshot(&doc.snapshot(), &patches, &|| false).unwrap();
            // Again from the kept reports, then after an edit that moves every fn down a line.
            let again = match_snapshot(&doc.snapshot(), &patches, &|| false).unwrap();
            let change = TextDocumentContentChangeEvent {
                range: Some(Range::new(Position::new(0, 0), Position::new(0, 0))),
                range_length: None,
                text: "\n".into(),
            };
            doc.apply_changes(2, vec![change], Encoding::Utf16);
            let moved = match_snapshot(&doc.snapshot(), &patches, &|| false).unwrap();
            let want_moved = cli_reports(&patches[0], &doc.text);
            let runs = [(&first, &want, "first run"), (&again, &want, "kept"), (&moved, &want_moved, "moved")];
            for (got, want, when) in runs {
                if server_reports(got) != *want {
                    differ.push(format!("{name} ({when}): server {:?}\n  cli {want:?}", server_reports(got)));
                }
            }
        }
        assert!(differ.is_empty(), "{} differ:\n{}", differ.len(), differ.join("\n"));
    }
}
