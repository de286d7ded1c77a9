use super::*;
use crate::{Counts, Doctests, FileIn, Message};
use engine::Edition;
use ra_ap_parser::LexedStr;
use sema_api::{Def, ExpandedToken, Expansion, ExpansionKind, ReceiverPassing, TypeInfo, Workspace};
use std::path::Path;
use std::sync::{Arc, Mutex};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";

const PICK: &str = "macro_rules! pick {\n    ($a:ident = $e:expr => $b:expr) => {{ let $a = $e; $b }};\n}\n\n\
     fn f(o: Option<i32>) -> i32 {\n    pick! { a = o.unwrap() => a + 1 }\n}\n";

/// Tokens of `body` as the call wrote them: those of `snippet`, found at its first place after
/// the call's `!`.
fn call(body: &str, snippet: &str) -> Vec<ExpandedToken> {
    let bang = body.find("! {").expect("a call");
    let at = bang + body[bang..].find(snippet).expect("the snippet is in the call");
    let lexed = LexedStr::new(Edition::Edition2021, snippet);
    (0..lexed.len())
        .filter(|&i| !lexed.kind(i).is_trivia())
        .map(|i| {
            let r = lexed.text_range(i);
            let from = [(at + r.start) as u32, (at + r.end) as u32];
            ExpandedToken { text: lexed.text(i).to_owned(), from: Some(from) }
        })
        .collect()
}

/// Tokens the macro wrote, as the expansion's tree has them: here separated by spaces (the
/// tree glues `::` and `=>` into one token, where a lexer makes two).
fn written(text: &str) -> Vec<ExpandedToken> {
    text.split_whitespace().map(|t| ExpandedToken { text: t.to_owned(), from: None }).collect()
}

fn expansion(kind: ExpansionKind, parts: Vec<Vec<ExpandedToken>>) -> Expansion {
    Expansion { kind, tokens: parts.into_iter().flatten().collect() }
}

/// `pick!`'s expansion, `$e` copied `uses` times.
fn pick_expansion(body: &str, uses: usize) -> Expansion {
    let mut parts = vec![written("{ let"), call(body, "a"), written("=")];
    for i in 0..uses {
        if i > 0 {
            parts.push(written("; let b ="));
        }
        parts.push(call(body, "o.unwrap()"));
    }
    parts.extend([written(";"), call(body, "a + 1"), written("}")]);
    expansion(ExpansionKind::Expr, parts)
}

/// A model that expands every call to one expansion and knows nothing else.
struct Expands(Arc<Shared>);

struct Shared {
    expansion: Option<Expansion>,
    asked: Mutex<usize>,
}

impl Expands {
    fn new(expansion: Option<Expansion>) -> Expands {
        Expands(Arc::new(Shared { expansion, asked: Mutex::new(0) }))
    }

    fn asked(&self) -> usize {
        *self.0.asked.lock().unwrap()
    }
}

struct File(Arc<Shared>);

impl FileSemantics for File {
    fn type_of_expr(&self, _: TextRange) -> Option<TypeInfo> {
        None
    }
    fn type_of_type(&self, _: TextRange) -> Option<TypeInfo> {
        None
    }
    fn resolve_path(&self, _: TextRange) -> Option<Def> {
        None
    }
    fn resolve_method(&self, _: TextRange) -> Option<Def> {
        None
    }
    fn receiver_passing(&self, _: TextRange) -> Option<ReceiverPassing> {
        None
    }
    fn resolve_text(&self, _: &str, _: sema_api::Ns, _: TextRange) -> Option<Def> {
        None
    }
    fn expand_macro(&self, _: TextRange) -> Option<Expansion> {
        *self.0.asked.lock().unwrap() += 1;
        self.0.expansion.clone()
    }
}

impl Workspace for Expands {
    fn file(&self, _: &Path, _: &str) -> Box<dyn FileSemantics> {
        Box::new(File(self.0.clone()))
    }
}

fn run(patch: &str, text: &str, model: &Expands, expand: ExpandMacros) -> (String, Vec<Message>, Counts) {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let engine = Engine::standard(&parsed.patch);
    let file = FileIn {
        name: "src/lib.rs",
        text,
        edition: Edition::Edition2021,
        semantics: Some((model, Path::new("src/lib.rs"))),
        doctests: Doctests::default(),
        macro_bodies: false,
        expand_macros: expand,
    };
    let applied = crate::run(&engine, file);
    let new = applied.new_text().unwrap_or_else(|| text.to_owned());
    (new, applied.messages(), applied.counts())
}

#[test]
fn a_call_whose_tokens_are_no_expression_is_rewritten_at_the_call_through_its_expansion() {
    let model = Expands::new(Some(pick_expansion(PICK, 1)));
    let (new, messages, counts) = run(UNWRAP, PICK, &model, ExpandMacros::Always);
    assert_eq!(new, PICK.replace("a = o.unwrap() =>", "a = o.expect(\"checked\") =>"));
    assert!(messages.is_empty(), "{messages:?}");
    assert_eq!((counts.matches, counts.files_changed, counts.macros_not_entered), (1, 1, 0));
}

#[test]
fn without_the_model_or_when_told_not_to_the_call_is_counted_and_left() {
    for expand in [ExpandMacros::Never, ExpandMacros::WithModel] {
        let model = Expands::new(Some(pick_expansion(PICK, 1)));
        let (new, _, counts) = run(UNWRAP, PICK, &model, expand);
        assert_eq!(new, PICK, "{expand:?}");
        assert_eq!((counts.matches, counts.macros_not_entered), (0, 1), "{expand:?}");
        // An untyped patch asks the model nothing unless told to.
        assert_eq!(model.asked(), 0, "{expand:?}");
    }
    // A model that cannot expand the call: still counted.
    let model = Expands::new(None);
    let (new, _, counts) = run(UNWRAP, PICK, &model, ExpandMacros::Always);
    assert_eq!((new.as_str(), counts.macros_not_entered), (PICK, 1));
}

#[test]
fn tokens_the_expansion_uses_twice_are_matched_but_not_rewritten() {
    let model = Expands::new(Some(pick_expansion(PICK, 2)));
    let (new, messages, counts) = run(UNWRAP, PICK, &model, ExpandMacros::Always);
    assert_eq!(new, PICK);
    assert_eq!(counts.matches, 0, "a refused rewrite is no match");
    // Two matches in the expansion, one place at the call: one refusal.
    assert_eq!(counts.refused, 1);
    assert!(messages.iter().all(|m| m.text.contains("uses twice")), "{messages:?}");
}

#[test]
fn a_rewrite_touching_tokens_the_macro_wrote_is_refused() {
    // `take! { unwrap o }` expands to `o.unwrap()`: the `.` and `()` are the macro's own.
    let text = "fn f(o: Option<i32>) -> i32 {\n    take! { unwrap o }\n}\n";
    let parts = vec![call(text, "o"), written("."), call(text, "unwrap"), written("( )")];
    let e = expansion(ExpansionKind::Expr, parts);
    let model = Expands::new(Some(e));
    let (new, messages, counts) = run(UNWRAP, text, &model, ExpandMacros::Always);
    assert_eq!(new, text);
    assert_eq!((counts.refused, counts.files_changed), (1, 0));
    assert!(messages[0].text.contains("tokens the macro writes itself"), "{messages:?}");
}

#[test]
fn an_expansion_that_is_not_code_is_skipped_saying_so() {
    let model = Expands::new(Some(expansion(ExpansionKind::Other, vec![call(PICK, "o.unwrap()")])));
    let (new, _, counts) = run(UNWRAP, PICK, &model, ExpandMacros::Always);
    assert_eq!((new.as_str(), counts.macros_not_entered, counts.skipped), (PICK, 0, 1));
}

#[test]
fn the_virtual_text_copies_the_calls_runs_with_their_spacing() {
    let e = expanded(PICK, &pick_expansion(PICK, 1)).unwrap();
    assert_eq!(e.text, format!("{}{{ let a = o.unwrap() ; a + 1 }}{}", text::HEAD, text::TAIL));
    let copied: Vec<&str> = e.segments.iter().map(|s| &PICK[s.file.clone()]).collect();
    assert_eq!(copied, ["a", "o.unwrap()", "a + 1"]);
    assert!(e.segments.iter().all(|s| e.text[s.virt.clone()] == PICK[s.file.clone()] && !s.shared));
    // `$e` twice: both copies are marked.
    let twice = expanded(PICK, &pick_expansion(PICK, 2)).unwrap();
    let shared: Vec<&str> = twice.segments.iter().filter(|s| s.shared).map(|s| &PICK[s.file.clone()]).collect();
    assert_eq!(shared, ["o.unwrap()", "o.unwrap()"]);
}

#[test]
fn a_token_whose_text_is_not_the_calls_is_taken_for_the_macros() {
    let mut e = pick_expansion(PICK, 1);
    // A token glued or changed by the macro: same place, other text.
    let unwrap = e.tokens.iter_mut().find(|t| t.text == "unwrap").unwrap();
    unwrap.text = "unwrap_or_default".into();
    let e = expanded(PICK, &e).unwrap();
    let copied: Vec<&str> = e.segments.iter().map(|s| &PICK[s.file.clone()]).collect();
    assert_eq!(copied, ["a", "o.", "()", "a + 1"]);
}

#[test]
fn a_path_from_the_macros_own_crate_reads_as_code() {
    let e = expansion(
        ExpansionKind::Expr,
        vec![written("$crate"), written(":: inner ! ("), call(PICK, "o.unwrap()"), written(")")],
    );
    let e = expanded(PICK, &e).unwrap();
    assert!(e.text.contains("crate :: inner ! ( o.unwrap() )"), "{}", e.text);
}

#[test]
fn words_left_in_a_call_the_expansion_makes_keep_the_call_counted() {
    // `outer! { go o.unwrap() }` expands to `inner!(go o.unwrap())`, itself no expression.
    let text = "fn f(o: Option<i32>) {\n    outer! { go o.unwrap() }\n}\n";
    let parts = vec![written("inner ! ("), call(text, "go o.unwrap()"), written(")")];
    let model = Expands::new(Some(expansion(ExpansionKind::Expr, parts)));
    let (new, _, counts) = run(UNWRAP, text, &model, ExpandMacros::Always);
    assert_eq!((new.as_str(), counts.matches, counts.macros_not_entered), (text, 0, 1));
}

#[test]
fn code_edits_touch_only_the_tokens_that_changed() {
    let e = |old: &str, new: &str| {
        let edits = text::code_edits(old, new, Edition::Edition2021);
        (virt::apply_edits(old, &edits), edits)
    };
    // A re-printed item: only the name changes, the spacing between pieces stays.
    let (out, edits) = e("use a:: b ;", "use a::c;");
    assert_eq!((out.as_str(), edits), ("use a:: c ;", vec![(8..9, "c".to_owned())]));
    // Inserted after a token, with the new text's spacing; removed from first to last.
    assert_eq!(e("f(a)", "f(a, b)").0, "f(a, b)");
    assert_eq!(e("f(a, b)", "f(a)").0, "f(a)");
    assert_eq!(e("x", "&x").0, "&x");
    assert_eq!(e("o.unwrap()", "o.expect(\"c\")").0, "o.expect(\"c\")");
}

#[test]
fn a_deletion_inside_a_call_leaves_one_space() {
    let text = "fn f(v: Vec<u8>) -> bool {\n    pick! { n = v.len() == 0 => n }\n}\n";
    let parts = vec![written("{ let"), call(text, "n"), written("="), call(text, "v.len() == 0"), written("; n }")];
    let model = Expands::new(Some(expansion(ExpansionKind::Expr, parts)));
    let patch = "@@\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
    let (new, messages, _) = run(patch, text, &model, ExpandMacros::Always);
    assert_eq!(new, text.replace("v.len() == 0 =>", "v.is_empty() =>"), "{messages:?}");
}
