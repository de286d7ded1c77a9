use super::*;

const E: Edition = Edition::Edition2021;

fn patch_of(old: &str, new: &str) -> Inferred {
    infer(old, new, E)
}

#[test]
fn a_reordering_of_arguments_keeps_them_as_metavariables() {
    let old = "fn f() {\n    let r = copy(src(), &mut dst);\n}\n";
    let new = "fn f() {\n    let r = copy(&mut dst, src());\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.refused, vec![]);
    assert_eq!(got.patch, "@@\nexpression e1, e2;\n@@\n- copy(e1, e2)\n+ copy(e2, e1)\n");
}

#[test]
fn a_method_renamed_keeps_its_receiver() {
    let old = "fn f(v: Vec<u8>) -> bool {\n    v.iter().count() == 0\n}\n";
    let new = "fn f(v: Vec<u8>) -> bool {\n    v.iter().next().is_none()\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.patch, "@@\nexpression e1;\n@@\n- e1.count() == 0\n+ e1.next().is_none()\n");
}

#[test]
fn removed_and_added_statements() {
    let old = "fn f(x: u8) {\n    trace(x);\n    go(x);\n}\n";
    let removed = "fn f(x: u8) {\n    go(x);\n}\n";
    assert_eq!(patch_of(old, removed).patch, "@@\n@@\n- trace(x);\n");
    let added = "fn f(x: u8) {\n    trace(x);\n    check(x);\n    go(x);\n}\n";
    let got = patch_of(old, added);
    assert_eq!(got.refused, vec![]);
    assert_eq!(got.patch, "@@\nexpression e1;\n@@\n- go(e1);\n+ check(e1);\n+ go(e1);\n");
}

#[test]
fn two_alike_edits_are_one_rule_and_others_their_own() {
    let old = "fn f() {\n    a(1, 2);\n    b(x);\n    a(3, 4);\n}\n";
    let new = "fn f() {\n    a(2, 1);\n    c(x);\n    a(4, 3);\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.changes, 3);
    assert_eq!(got.refused, vec![]);
    assert_eq!(
        got.patch,
        "@@\nexpression e1, e2;\n@@\n- a(e1, e2)\n+ a(e2, e1)\n\n@@\nexpression e1;\n@@\n- b(e1)\n+ c(e1)\n"
    );
}

#[test]
fn a_change_a_general_rule_would_overdo_is_kept_as_written() {
    // `x.len() == 0` stays elsewhere: the rule made general would change it too.
    let old = "fn f() {\n    a.len() == 0;\n    x.len() == 0;\n}\n";
    let new = "fn f() {\n    a.is_empty();\n    x.len() == 0;\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.refused, vec![]);
    assert_eq!(got.patch, "@@\n@@\n- a.len() == 0\n+ a.is_empty()\n");
}

#[test]
fn a_change_of_no_expression_statement_or_signature_is_refused() {
    let old = "struct S {\n    a: u8,\n}\n";
    let new = "struct S {\n    a: u16,\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.patch, "");
    assert_eq!(got.refused.len(), 1);
    assert_eq!(&old[got.refused[0].0.clone()], "8");
}

#[test]
fn a_changed_signature_is_its_header_above_the_kept_body() {
    let old = "#[inline]\npub async fn f(a: u8) -> u8 {\n    a\n}\n\nfn g(a: u8) -> u8 {\n    a\n}\n";
    let new = old.replacen("f(a: u8)", "f(a: u16)", 1);
    let got = patch_of(old, &new);
    assert_eq!(got.patch, "@@\n@@\n- async fn f(a: u8) -> u8\n+ async fn f(a: u16) -> u8\n  { ... }\n");
    assert!(got.refused.is_empty(), "{:?}", got.refused);
}

#[test]
fn any_pair_of_texts_gives_an_answer_without_panicking() {
    let texts = [
        "fn f() {\n    a(1, 2);\n    b(x);\n}\n",
        "fn f() {\n    a(2, 1);\n    c(x);\n    d();\n}\n",
        "fn f() { let s = \"é🦀\"; g(s) }\n",
        "fn f() { let s = \"é\"; h(s, s) }\r\n",
        "fn f( {\n",
        "",
        "struct S;\n",
    ];
    for old in texts {
        for new in texts {
            for cut in [old.len() / 2, old.len()] {
                let old = &old[..old.floor_char_boundary(cut)];
                let got = infer(old, new, E);
                assert!(got.refused.len() <= got.changes, "{old:?} -> {new:?}");
                if old == new {
                    assert_eq!((got.changes, got.patch.as_str()), (0, ""));
                }
            }
        }
    }
}

#[test]
fn changes_a_binding_links_are_one_rule_with_dots_between() {
    let old = "fn f(m: &M) {\n    let g = lock(m);\n    work(&g);\n    unlock(g);\n    unlock(h);\n}\n";
    let new = "fn f(m: &M) {\n    let g = lock_guard(m);\n    work(&g);\n    unlock(h);\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.refused, vec![]);
    assert_eq!(
        got.patch,
        "@@\nidentifier x;\nexpression e1;\n@@\n- let x = lock(e1);\n+ let x = lock_guard(e1);\n...\n- unlock(x);\n"
    );
}

#[test]
fn changes_in_different_blocks_are_not_linked() {
    let old = "fn f(m: &M) {\n    let g = lock(m);\n}\nfn h(g: G) {\n    unlock(g);\n}\n";
    let new = "fn f(m: &M) {\n    let g = lock_guard(m);\n}\nfn h(g: G) {\n}\n";
    let got = patch_of(old, new);
    assert!(!got.patch.contains("..."), "{}", got.patch);
    assert_eq!(got.rules.len(), 2, "{}", got.patch);
}

#[test]
fn edits_alike_but_for_the_names_they_call_are_one_rule_with_a_disjunction() {
    let old = "fn f() {\n    log::warn(x);\n    log::info(y + 1);\n    log::warn(z);\n    keep(w);\n}\n";
    let new = "fn f() {\n    tracing::warn(x);\n    tracing::info(y + 1);\n    tracing::warn(z);\n    keep(w);\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.refused, vec![]);
    assert_eq!(
        got.patch,
        "@@\nexpression e1;\n@@\n(\n- log::warn(e1)\n+ tracing::warn(e1)\n|\n- log::info(e1)\n+ tracing::info(e1)\n)\n"
    );
    // The same change of another shape stays a rule of its own.
    let old = "fn f() {\n    log::warn(x);\n    log::info(y, 1);\n}\n";
    let new = "fn f() {\n    tracing::warn(x);\n    tracing::info(y, 1);\n}\n";
    let got = patch_of(old, new);
    assert_eq!(got.patch.matches("@@\n").count(), 4, "{}", got.patch);
    assert!(!got.patch.contains("(\n"), "{}", got.patch);
}
