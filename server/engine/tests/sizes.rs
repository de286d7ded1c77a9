//! Large patches: declarations and `+` code by the tens of thousands parse completely, in time
//! linear in the patch (parsing 50,000 metavariables took 18 s: each declaration was compared
//! with every earlier one; measured by `cocci-costs`).

#[test]
fn fifty_thousand_metavariables_are_declared_and_a_duplicate_found() {
    let decls: String = (0..50_000).map(|i| format!("expression e{i};\n")).collect();
    let patch = format!("@@\n{decls}expression e49999;\n@@\n- e7.unwrap()\n+ e7.expect(\"x\")\n");
    let parsed = smpl::parse_patch(&patch);
    assert_eq!(parsed.errors.len(), 1, "{:?}", parsed.errors.first());
    assert_eq!(parsed.errors[0].message, "metavariable `e49999` is declared twice");
    assert_eq!(parsed.errors[0].line_col(&patch).line, 50_002);
    assert_eq!(parsed.patch.rules[0].metavars.len(), 50_000);
}

#[test]
fn ten_thousand_plus_lines_are_all_kept() {
    let plus: String = (0..10_000).map(|i| format!("+ g{i}();\n")).collect();
    let patch = format!("@@\n@@\n- f();\n{plus}");
    let parsed = smpl::parse_patch(&patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors.first());
    let engine = engine::Engine::new(&parsed.patch);
    let out = engine.apply("fn h() {\n    f();\n}\n", engine::Edition::Edition2021);
    assert_eq!(out.text.matches("();").count(), 10_000);
    assert!(out.text.contains("g0();") && out.text.contains("g9999();") && !out.text.contains("f();"));
}

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";

fn apply(patch: &str, text: &str) -> engine::Outcome {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty());
    engine::Engine::new(&parsed.patch).apply(text, engine::Edition::Edition2021)
}

#[test]
fn twenty_thousand_matches_are_all_rewritten() {
    // Composing the edits compared every pair (9.1 s for these; measured by `cocci-costs`).
    let body: String = (0..20_000).map(|i| format!("    x{i}.unwrap();\n")).collect();
    let text = format!("fn f() {{\n{body}}}\n");
    let out = apply(UNWRAP, &text);
    assert_eq!(out.reports.len(), 20_000);
    assert!(out.text == text.replace(".unwrap()", ".expect(\"x\")"));
}

#[test]
fn three_thousand_chained_unwraps_are_all_rewritten() {
    // Each rewrite nests in the next: rendering found nested edits by scanning all of them.
    let text = format!("fn f() {{ x{}; }}\n", ".unwrap()".repeat(3000));
    let out = apply(UNWRAP, &text);
    assert_eq!(out.reports.len(), 3000);
    assert_eq!(out.text, format!("fn f() {{ x{}; }}\n", ".expect(\"x\")".repeat(3000)));
}
