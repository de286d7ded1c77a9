//! What `+` code may name, and metavariables never used: a typo of a metavariable in `+` code is
//! an error; a name nothing in the rule defines, or a declaration nothing uses, is a warning,
//! which never stops the patch (`is_ok` holds).

/// `line:col: message` of each error and each warning.
fn diags(patch: &str) -> (Vec<String>, Vec<String>) {
    let parsed = smpl::parse_patch(patch);
    let show = |list: &[smpl::SmplError]| {
        list.iter()
            .map(|e| {
                let lc = e.line_col(patch);
                format!("{}:{}: {}", lc.line, lc.col, e.message)
            })
            .collect::<Vec<_>>()
    };
    (show(&parsed.errors), show(&parsed.warnings))
}

#[track_caller]
fn clean(patch: &str) {
    assert_eq!(diags(patch), (vec![], vec![]), "{patch}");
}

#[track_caller]
fn warns(patch: &str, want: &[&str]) {
    let (errors, warnings) = diags(patch);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(warnings, want);
}

#[test]
fn a_typo_of_the_only_metavariable_is_an_error() {
    let (errors, warnings) = diags("@@\nexpression e;\n@@\n- e.len() == 0\n+ f.is_empty()\n");
    assert_eq!(errors, ["5:3: f is not a metavariable; did you mean e?"]);
    assert!(warnings.is_empty());
    let rendered = smpl::parse_patch("@@\nexpression e;\n@@\n- e.len() == 0\n+ f.is_empty()\n").errors[0]
        .render("patch.cocci", "@@\nexpression e;\n@@\n- e.len() == 0\n+ f.is_empty()\n");
    assert_eq!(rendered, "patch.cocci:5:3: error: f is not a metavariable; did you mean e?");
    // Longer names: one edit, whatever else the `+` code uses; every occurrence is reported.
    let (errors, _) = diags("@@\nexpression tcx, arg;\n@@\n- tcx.type_of(arg)\n+ tcx.bound_type_of(agr).f(agr)\n");
    assert_eq!(
        errors,
        ["5:21: agr is not a metavariable; did you mean arg?", "5:28: agr is not a metavariable; did you mean arg?"]
    );
    // A fresh identifier is a metavariable too, and can be mistyped.
    let (errors, _) =
        diags("@@\nexpression e;\nfresh identifier tmp = \"tmp\";\n@@\n- f(e);\n+ let tmp = e;\n+ g(tpm);\n");
    assert_eq!(errors, ["7:5: tpm is not a metavariable; did you mean tmp?"]);
}

#[test]
fn names_the_rule_defines_are_not_reported() {
    // In the code the rule matches (context or `-`).
    clean("@@\nexpression e;\n@@\n- e.len() == 0 && f.len() == 0\n+ e.is_empty() && f.is_empty()\n");
    clean("@@\nexpression e;\n@@\n  let f = e;\n  ...\n- f.len() == 0\n+ f.is_empty()\n");
    // In a `when` clause.
    clean("@@\nexpression e;\n@@\n  a(e);\n  ... when != b\n- c(e);\n+ c(e, b);\n");
    // Bound by the `+` code: `let`, closure parameters, pattern bindings.
    clean("@@\nexpression e1;\n@@\n- println!(\"{}\", e1.len());\n+ let e2 = e1.len();\n+ println!(\"{}\", e2);\n");
    clean("@@\nexpression e;\n@@\n- e.map(f)\n+ e.map(|y| f(y))\n");
    clean("@@\nexpression e;\n@@\n- e.unwrap()\n+ match e { Some(v) => v, None => unreachable!() }\n");
    // Metavariables, inherited ones included.
    clean("@r@\nexpression x;\n@@\n f(x)\n@@\nexpression r.x;\n@@\n- g()\n+ g(x)\n");
}

#[test]
fn a_name_nothing_defines_is_a_warning() {
    warns(
        "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.unwrap_or_else(report_and_exit)\n",
        &["5:20: report_and_exit is neither a metavariable nor in the code this rule matches; it is written as is"],
    );
    // Once a name and rule.
    warns(
        "@@\nexpression e;\n@@\n- f(e);\n+ log(e);\n+ log(e);\n",
        &["5:3: log is neither a metavariable nor in the code this rule matches; it is written as is"],
    );
    // A one-letter name is an error only when the metavariable meant is clear: here `e` is
    // used (`k` is another name), then `e` and `x` are both candidates, then `h` is called (a
    // one-letter fn name is a rename).
    let w = |n: &str, col: u32| {
        format!("5:{col}: {n} is neither a metavariable nor in the code this rule matches; it is written as is")
    };
    warns("@@\nexpression e;\n@@\n- g(e)\n+ k(e)\n", &[&w("k", 3)]);
    warns("@@\nexpression e, x;\n@@\n- g(e, x)\n+ f.g()\n", &[&w("f", 3)]);
    warns("@@\nidentifier y;\n@@\n- y(1)\n+ h(1)\n", &[&w("h", 3)]);
}

#[test]
fn what_plus_code_names_that_is_not_checked() {
    // Method and field names, macros, paths of several segments, keywords, strings, and names
    // that are almost always real items.
    clean("@@\nexpression e;\n@@\n- e.len() == 0\n+ e.is_empty() && e.field.other().x\n");
    clean("@@\nexpression e;\n@@\n- f(e)\n+ f(std::mem::take(e), vec![], \"name {x}\")\n");
    clean("@@\nexpression e;\n@@\n- f(e)\n+ f(Some(e), None, Box::new(e), drop(e), self.x, Self::new())\n");
}

#[test]
fn a_name_another_rule_adds_is_known() {
    // An earlier rule imports it.
    clean("@ a @\n@@\n- use rand::thread_rng;\n+ use rand::rng;\n\n@ b depends on a @\n@@\n- thread_rng()\n+ rng()\n");
}

#[test]
fn metavariables_never_used_are_warned_about() {
    warns(
        "@@\nexpression e, x;\n@@\n- e.len() == 0\n+ e.is_empty()\n",
        &["2:15: metavariable x is declared but never used"],
    );
    // Used anywhere in the body, or by another declaration; positions when attached.
    clean("@@\nexpression e;\nposition p;\n@@\n- e.len()@p == 0\n+ e.is_empty()\n");
    clean("@@\nexpression e, f;\n@@\n  a(e);\n  ... when != f\n- b(e);\n");
    clean("@@\nidentifier x;\nfresh identifier y = \"p_\" ## x;\n@@\n- let x = 1;\n+ let y = 1;\n");
    clean("@@\nidentifier a;\nidentifier b != a;\n@@\n- b(1)\n+ b(2)\n");
    clean("@@\nconstant n;\nexpression list[n] es;\n@@\n- f(es)\n+ f(es, 1)\n");
    // Inherited metavariables are a dependency on the earlier rule: never reported.
    clean("@r@\nexpression x;\n@@\n f(x)\n@@\nexpression r.x;\n@@\n- g()\n+ g(1)\n");
}

#[test]
fn warnings_do_not_make_a_patch_fail() {
    let parsed = smpl::parse_patch("@@\nexpression e, x;\n@@\n- e.unwrap()\n+ e.unwrap_or_else(bail)\n");
    assert!(parsed.is_ok());
    assert_eq!(parsed.warnings.len(), 2);
}
