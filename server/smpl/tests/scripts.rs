//! Script rules are parsed into the patch model, in rule order, with their inputs, outputs
//! and code, without errors when they are well formed (the engine runs them: see
//! `test-data/cases/scripts`); mistakes in their declarations are errors where they are.

use smpl::{ScriptWhen, parse_patch};

fn errors(patch: &str) -> Vec<String> {
    parse_patch(patch)
        .errors
        .iter()
        .map(|e| {
            let lc = e.line_col(patch);
            format!("{}:{}: {}", lc.line, lc.col, e.message)
        })
        .collect()
}

const KFREE: &str = "virtual report
@r depends on report@
expression e;
position p;
@@
* kfree(e@p);

@script:python depends on report@
p << r.p;
e << r.e;
@@
coccilib.report.print_report(p[0], \"kfree of %s\" % e)
";

#[test]
fn a_report_script_keeps_its_inputs_code_and_line() {
    let parsed = parse_patch(KFREE);
    let rules = &parsed.patch.rules;
    assert_eq!(rules.len(), 2);
    assert!(rules[0].script.is_none() && rules[0].body.is_some());
    let s = rules[1].script.as_ref().expect("the second rule is a script");
    assert_eq!(s.when, ScriptWhen::Rule);
    let inputs: Vec<(&str, &str, &str)> =
        s.inputs.iter().map(|i| (i.name.as_str(), i.from.rule.as_str(), i.from.name.as_str())).collect();
    assert_eq!(inputs, [("p", "r", "p"), ("e", "r", "e")]);
    assert!(s.outputs.is_empty());
    assert_eq!(s.code, "coccilib.report.print_report(p[0], \"kfree of %s\" % e)\n");
    assert_eq!(s.first_line, 12);
    assert_eq!(rules[1].name, "rule@8");
    assert!(rules[1].depends.is_some());
    assert_eq!(errors(KFREE), Vec::<String>::new());
}

const MAKE_NAME: &str = "@r@
identifier f;
@@
fn f() {}

@script:python s@
f << r.f;
g;
@@
coccinelle.g = cocci.make_ident(f + \"_v2\")

@@
identifier r.f;
identifier s.g;
@@
- fn f() {}
+ fn g() {}
";

#[test]
fn outputs_are_inherited_by_later_rules_as_any_kind() {
    let parsed = parse_patch(MAKE_NAME);
    let s = parsed.patch.rules[1].script.as_ref().unwrap();
    assert_eq!(parsed.patch.rules[1].name, "s");
    assert_eq!(s.outputs.iter().map(|o| o.0.as_str()).collect::<Vec<_>>(), ["g"]);
    assert_eq!(s.code, "coccinelle.g = cocci.make_ident(f + \"_v2\")\n");
    assert_eq!(errors(MAKE_NAME), Vec::<String>::new());
}

#[test]
fn defaults_initialize_and_finalize() {
    let patch = "@initialize:python@\n@@\ncount = {}\n\n@r@\nexpression e;\n@@\nfoo(e)\n\n\
                 @script:python@\nx << r.e = \"none\";\n@@\nif x:\n    count[x] = 1\n\n\
                 @finalize:python@\n@@\nprint(len(count))\n";
    let parsed = parse_patch(patch);
    let rules = &parsed.patch.rules;
    let whens: Vec<Option<ScriptWhen>> = rules.iter().map(|r| r.script.as_ref().map(|s| s.when)).collect();
    assert_eq!(whens, [Some(ScriptWhen::Initialize), None, Some(ScriptWhen::Rule), Some(ScriptWhen::Finalize)]);
    let s = rules[2].script.as_ref().unwrap();
    assert_eq!(s.inputs[0].default.as_deref(), Some("none"));
    // Indentation is Python's syntax: kept as written.
    assert_eq!(s.code, "if x:\n    count[x] = 1\n");
    assert_eq!(rules[0].script.as_ref().unwrap().code, "count = {}\n");
    assert_eq!(errors(patch), Vec::<String>::new());
}

#[test]
fn other_languages_are_refused_at_the_language_and_their_code_skipped() {
    let patch = "@r@\nexpression e;\n@@\nfoo(e)\n\n@script:ocaml@\nx << r.e;\n@@\nlet _ = Printf.printf \"%s\" x\n";
    assert_eq!(
        errors(patch),
        ["6:9: `ocaml` scripts are not supported: only Python-syntax scripts (`script:python`) run"]
    );
}

#[test]
fn bad_script_declarations_point_at_the_mistake() {
    let e = errors("@r@\nexpression e;\n@@\nfoo(e)\n@script:python@\nx << q.e;\ny << r.z;\nx;\nw << r;\n@@\npass\n");
    assert_eq!(
        e,
        [
            "6:1: rule `q` does not exist before this rule".to_owned(),
            "7:1: rule `r` does not declare a metavariable `z`".to_owned(),
            "8:1: `x` is declared twice in this script rule".to_owned(),
            "9:7: expected `.`, found `;`".to_owned(),
        ]
    );
    let e = errors("@script:python s@\ng;\n@@\npass\n@@\nidentifier s.h;\n@@\nh()\n");
    assert!(e.contains(&"6:12: script rule `s` does not declare an output `h`".to_owned()), "{e:#?}");
    let e = errors("@initialize:python@\nx;\n@@\npass\n");
    assert!(e.contains(&"2:1: `initialize` and `finalize` scripts take no metavariables".to_owned()), "{e:#?}");
}

#[test]
fn script_rules_depend_and_are_depended_on_by_name() {
    let patch = "@r@\nexpression e;\n@@\nfoo(e)\n@script:python s depends on r@\n@@\npass\n@depends on s@\n@@\nbar()\n";
    assert_eq!(errors(patch), Vec::<String>::new());
    // A rule may not depend on a script rule that comes after it.
    let later = "@depends on s@\n@@\nbar()\n@script:python s@\n@@\npass\n";
    assert!(!errors(later).is_empty(), "{:?}", errors(later));
}
