//! Rust patterns in a patch: a body holding a `pattern` metavariable is read as a pattern
//! where it parses as one, and metavariables in pattern slots stand for the code's pattern.

use smpl::{BodyKind, MetaKind};

fn body(patch: &str) -> (BodyKind, String) {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let body = parsed.patch.rules[0].body.as_ref().expect("a body");
    (body.kind, body.pattern.sexpr())
}

#[test]
fn a_body_with_a_pattern_metavariable_is_a_pattern() {
    let (kind, sexpr) = body("@@\npattern p;\n@@\n- Some(p)\n+ Ok(p)\n");
    assert_eq!(kind, BodyKind::Pattern);
    assert_eq!(sexpr, "(TUPLE_STRUCT_PAT (PATH (PATH_SEGMENT (NAME_REF -Some))) -( -$0:IDENT_PAT -))");
}

#[test]
fn without_one_the_same_text_is_an_expression() {
    let (kind, sexpr) = body("@@\nexpression e;\n@@\n- Some(e)\n+ Ok(e)\n");
    assert_eq!(kind, BodyKind::Expr);
    assert!(sexpr.starts_with("(CALL_EXPR"), "{sexpr}");
}

#[test]
fn a_closure_stays_a_closure() {
    // `|p| b` also parses as the or-pattern `p | b`; a leading `|` is read as a closure.
    let (kind, sexpr) = body("@@\npattern p;\nexpression b;\n@@\n- |p| b\n+ move |p| b\n");
    assert_eq!(kind, BodyKind::Expr);
    assert!(sexpr.starts_with("(CLOSURE_EXPR"), "{sexpr}");
}

#[test]
fn a_disjunction_with_a_pattern_branch_is_an_or_pattern_of_patterns() {
    let (kind, sexpr) = body("@@\npattern p;\n@@\n(\n- Some(p)\n+ Ok(p)\n|\n- None\n+ Err(())\n)\n");
    assert_eq!(kind, BodyKind::Pattern);
    assert!(sexpr.starts_with("(DISJ (TUPLE_STRUCT_PAT") && sexpr.contains("(IDENT_PAT (NAME -None))"), "{sexpr}");
}

#[test]
fn metavariables_in_pattern_slots() {
    let patch = "@@\npattern p;\nexpression e, x;\nidentifier a;\n@@\n- if let (p, x, a) = e {}\n";
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let rule = &parsed.patch.rules[0];
    assert_eq!(rule.metavars[0].kind, MetaKind::Pattern);
    let sexpr = rule.body.as_ref().unwrap().pattern.sexpr();
    assert!(sexpr.contains("(TUPLE_PAT -( -$0:IDENT_PAT -$2:IDENT_PAT -$3:IDENT_PAT -))"), "{sexpr}");
}
