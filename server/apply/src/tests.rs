use super::*;
use sema_api::{Def, ReceiverPassing, TypeInfo};
use std::sync::Mutex;

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";

/// Runs on a thread with the stack the front ends give their workers (deep input needs it).
fn engine_run(patch: &str, name: &str, text: &str, model: Option<&dyn Workspace>) -> (String, Vec<Message>, Counts) {
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new().stack_size(engine::STACK_SIZE);
        worker.spawn_scoped(s, || engine_run_here(patch, name, text, model)).unwrap().join().unwrap()
    })
}

fn engine_run_here(
    patch: &str,
    name: &str,
    text: &str,
    model: Option<&dyn Workspace>,
) -> (String, Vec<Message>, Counts) {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let engine = Engine::standard(&parsed.patch);
    let path = Path::new(name);
    let file = FileIn {
        name,
        text,
        edition: Edition::Edition2021,
        semantics: model.map(|m| (m, path)),
        doctests: Doctests::default(),
        macro_bodies: true,
        expand_macros: crate::ExpandMacros::default(),
    };
    let applied = run(&engine, file);
    (applied.diff(), applied.messages(), applied.counts())
}

#[test]
fn the_byte_order_mark_is_set_aside_for_matching_and_kept_in_the_diff() {
    let text = "\u{feff}fn f() {\n    a.unwrap();\n}\n";
    let (diff, messages, counts) = engine_run(UNWRAP, "src/a.rs", text, None);
    assert_eq!(
        diff,
        "--- a/src/a.rs\n+++ b/src/a.rs\n@@ -1,3 +1,3 @@\n \u{feff}fn f() {\n-    a.unwrap();\n+    a.expect(\"checked\");\n }\n"
    );
    assert!(messages.is_empty());
    assert_eq!(counts, Counts { matches: 1, files_changed: 1, ..Counts::default() });
    assert_eq!(counts.summary(), "1 match, 1 file changed, 0 problems");
}

#[test]
fn a_file_without_the_patch_words_gives_nothing() {
    let (diff, messages, counts) = engine_run(UNWRAP, "b.rs", "fn g() {}\n", None);
    assert_eq!((diff.as_str(), messages.len(), counts), ("", 0, Counts::default()));
}

#[test]
fn a_problem_of_no_rule_reads_without_an_empty_rule_name() {
    // A file nested deeper than the engine works on is a problem of the file, not of a rule:
    // its message once read `error: : ...`.
    let n = engine::MAX_DEPTH + 10;
    let deep = format!("fn f() {{ x.unwrap(); let y = {}1{}; }}\n", "(".repeat(n), ")".repeat(n));
    let (_, messages, counts) = engine_run(UNWRAP, "deep.rs", &deep, None);
    assert_eq!(counts.problems, 1);
    assert!(messages[0].error);
    assert!(messages[0].text.starts_with("deep.rs: error: the file "), "{}", messages[0].text);
}

#[test]
fn a_problem_of_a_rule_is_placed_at_its_line_and_column_after_the_byte_order_mark() {
    // A `+` line naming a metavariable a disjunction branch did not bind: the match is a problem.
    let patch = "@@\nexpression a, b;\n@@\n(\n- f(a)\n+ g(b)\n|\n- h(a, b)\n+ g(b)\n)\n";
    let text = "\u{feff}fn main() {\n    f(1);\n}\n";
    let (_, messages, counts) = engine_run(patch, "m.rs", text, None);
    assert_eq!(counts.problems, 1, "{messages:?}");
    assert!(messages[0].text.starts_with("m.rs:2:5: error: rule@1: `b` has no value"), "{}", messages[0].text);
}

#[test]
fn syntax_errors_are_a_warning_not_a_problem() {
    let text = "fn f() {\n    a.unwrap();\n}\nfn broken( {\n";
    let (diff, messages, counts) = engine_run(UNWRAP, "s.rs", text, None);
    assert!(diff.contains("+    a.expect(\"checked\");"));
    assert_eq!(counts.problems, 0);
    assert!(!messages[0].error);
    assert!(messages[0].text.starts_with("s.rs: warning: "), "{}", messages[0].text);
}

#[test]
fn the_summary_says_refusals_and_skips_only_where_there_are_some() {
    let mut total = Counts::default();
    total.add(Counts { matches: 2, refused: 1, files_changed: 1, problems: 1, ..Counts::default() });
    let by = |pairs: &[(&'static str, usize)]| pairs.iter().copied().collect();
    let skipped_by = by(&[("type unknown", 2), ("configured out", 1)]);
    total.add(Counts { matches: 1, files_changed: 1, skipped: 3, skipped_by, ..Counts::default() });
    total.add(Counts { skipped: 1, skipped_by: by(&[("type unknown", 1)]), ..Counts::default() });
    assert_eq!(
        total.summary(),
        "3 matches, 1 refused, 2 files changed, 1 problem, 4 candidates skipped (configured out: 1, type unknown: 3)"
    );
}

/// A model that knows nothing and records the texts it was asked about.
#[derive(Default)]
struct Recording {
    texts: Mutex<Vec<String>>,
}

/// Answers nothing; says why when it has a reason.
struct KnowsNothing(Option<&'static str>);

impl FileSemantics for KnowsNothing {
    fn type_of_expr(&self, _: engine::TextRange) -> Option<TypeInfo> {
        None
    }
    fn type_of_type(&self, _: engine::TextRange) -> Option<TypeInfo> {
        None
    }
    fn resolve_path(&self, _: engine::TextRange) -> Option<Def> {
        None
    }
    fn resolve_method(&self, _: engine::TextRange) -> Option<Def> {
        None
    }
    fn receiver_passing(&self, _: engine::TextRange) -> Option<ReceiverPassing> {
        None
    }
    fn resolve_text(&self, _: &str, _: sema_api::Ns, _: engine::TextRange) -> Option<Def> {
        None
    }
    fn why_unknown(&self, _: engine::TextRange) -> Option<String> {
        self.0.map(str::to_owned)
    }
}

impl Workspace for Recording {
    fn file(&self, _: &Path, text: &str) -> Box<dyn FileSemantics> {
        self.texts.lock().unwrap().push(text.to_owned());
        Box::new(KnowsNothing(None))
    }
}

#[test]
fn a_typed_patch_asks_the_model_about_the_text_without_its_byte_order_mark() {
    let patch = "@@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
    let text = "\u{feff}fn f(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\n";
    let model = Recording::default();
    let (diff, _, counts) = engine_run(patch, "t.rs", text, Some(&model));
    assert_eq!(*model.texts.lock().unwrap(), vec![text.trim_start_matches(BOM).to_owned()]);
    // The model could not tell the type: the candidate is skipped, not rewritten on a guess.
    assert_eq!((diff.as_str(), counts.matches, counts.skipped), ("", 0, 1));
    assert!(counts.summary().ends_with(", 1 candidate skipped (type unknown: 1)"), "{}", counts.summary());
}

struct ExplainingModel;

impl Workspace for ExplainingModel {
    fn file(&self, _: &Path, _: &str) -> Box<dyn FileSemantics> {
        Box::new(KnowsNothing(Some("configured out by `#[cfg(feature = \"x\")]`")))
    }
}

/// The skip messages of a typed patch on `text`, with `model`.
fn skips(text: &str, model: Option<&dyn Workspace>) -> (Vec<Message>, Counts) {
    let parsed = smpl::parse_patch("@len@\nexpression Vec<_> v;\n@@\n- v.len() == 0\n+ v.is_empty()\n");
    let engine = Engine::standard(&parsed.patch);
    let path = Path::new("t.rs");
    let file = FileIn {
        name: "t.rs",
        text,
        edition: Edition::Edition2021,
        semantics: model.map(|m| (m, path)),
        doctests: Doctests::default(),
        macro_bodies: true,
        expand_macros: crate::ExpandMacros::default(),
    };
    let applied = run(&engine, file);
    (applied.skip_messages(), applied.counts())
}

#[test]
fn each_skip_says_where_and_why() {
    let text = "fn f(v: Vec<u8>) -> bool {\n    v.len() == 0\n}\nfn g() { println!(\"{}\", w.len() == 0); }\n";
    let (messages, counts) = skips(text, None);
    let texts: Vec<&str> = messages.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "t.rs:2:5: len: skipped: no semantic model for this file",
            "t.rs:4:25: len: skipped: no semantic model for this file"
        ]
    );
    assert!(messages.iter().all(|m| !m.error), "a skip is not a problem");
    assert_eq!(counts.skipped_by, [("no model", 2)].into_iter().collect());

    let (messages, counts) = skips(text, Some(&ExplainingModel));
    assert_eq!(messages[0].text, "t.rs:2:5: len: skipped: configured out by `#[cfg(feature = \"x\")]`");
    assert_eq!(counts.skipped_by, [("configured out", 2)].into_iter().collect());

    let (messages, counts) = skips(text, Some(&Recording::default()));
    assert_eq!(messages[0].text, "t.rs:2:5: len: skipped: the model could not tell its type");
    assert_eq!(
        messages[1].text,
        "t.rs:4:25: len: skipped: inside a macro call whose expansion the model could not type"
    );
    assert_eq!(counts.skipped_by, [("in a macro call", 1), ("type unknown", 1)].into_iter().collect());
}

#[test]
fn a_context_diff_shows_each_line_a_finding_covers_as_removed() {
    use engine::{TextRange, TextSize};
    let text = "fn f() {\n    a();\n    old(1);\n    b(old(\n        2));\n}\n";
    let at = |needle: &str, len: usize| {
        let start = text.find(needle).unwrap();
        TextRange::at(TextSize::new(start as u32), TextSize::new(len as u32))
    };
    // `old(1)` on one line; `old(\n 2)` over two.
    let found = [at("old(1)", 6), at("old(\n", 16)];
    let diff = super::context_diff("src/a.rs", text, &found);
    assert_eq!(
        diff,
        "--- src/a.rs\n+++ /tmp/nothing/src/a.rs\n@@ -1,6 +1,3 @@\n fn f() {\n     a();\n-    old(1);\n\
         -    b(old(\n-        2));\n }\n"
    );
    assert_eq!(super::context_diff("src/a.rs", text, &[]), "");
}
