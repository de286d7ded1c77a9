//! Running a one-rule patch on parts of a file (some fns, then everything else) reports what a
//! run on the whole file reports: what the language server relies on to re-match only the fns
//! an edit touched.

use engine::{Edition, Engine, Given, TextRange};
use ra_ap_syntax::{AstNode, SourceFile, SyntaxKind, ast};

const SRC: &str = "const C: u8 = a().unwrap();\n\nfn one() {\n    b().unwrap();\n}\n\nimpl S {\n    fn two(&self) {\n        let x = c().unwrap();\n        if x { d().unwrap(); }\n    }\n}\n\nstatic T: u8 = e().unwrap();\n";

fn fn_ranges(parse: &ra_ap_syntax::Parse<SourceFile>) -> Vec<TextRange> {
    parse
        .syntax_node()
        .descendants()
        .filter(|n| n.kind() == SyntaxKind::FN && ast::Fn::cast(n.clone()).and_then(|f| f.body()).is_some())
        .map(|n| n.text_range())
        .collect()
}

fn lines(reports: &[engine::Report]) -> Vec<(u32, String)> {
    let mut v: Vec<(u32, String)> = reports.iter().map(|r| (r.start_in(SRC).line, r.message.clone())).collect();
    v.sort();
    v
}

#[test]
fn parts_add_up_to_the_whole() {
    for patch in [
        "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n",
        "@@\nexpression e;\n@@\n* e.unwrap()\n",
        "@@\nidentifier x;\nexpression e;\n@@\n  let x = e;\n  ...\n* d().unwrap();\n",
    ] {
        let parsed = smpl::parse_patch(patch);
        let engine = Engine::new(&parsed.patch);
        assert!(engine.is_local());
        let parse = SourceFile::parse(SRC, Edition::Edition2021);
        let fns = fn_ranges(&parse);
        assert_eq!(fns.len(), 2);
        let whole = engine.apply(SRC, Edition::Edition2021);
        let mut parts = Vec::new();
        for f in &fns {
            let given = Given { parse: Some(&parse), only: std::slice::from_ref(f), ..Given::default() };
            parts.extend(engine.apply_given(SRC, Edition::Edition2021, given).reports);
        }
        let given = Given { parse: Some(&parse), except: &fns, ..Given::default() };
        let rest = engine.apply_given(SRC, Edition::Edition2021, given).reports;
        assert!(!rest.is_empty() || patch.contains("let x"), "the initialisers are outside the fns");
        parts.extend(rest);
        assert_eq!(lines(&parts), lines(&whole.reports), "patch:\n{patch}");
        assert!(!whole.reports.is_empty());
    }
}

#[test]
fn multi_rule_patches_are_not_local() {
    let parsed = smpl::parse_patch("@ r @\nidentifier f;\n@@\n  fn f(...) { ... }\n@@\nidentifier r.f;\n@@\n- f();\n");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert!(!Engine::new(&parsed.patch).is_local());
}
