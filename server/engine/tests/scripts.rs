//! The engine's side of script rules, through its port with a runner that answers from a
//! table (no interpreter): when a script runs and with which values, what its outputs and
//! `include_match(False)` do to later rules, and that without a runner a script rule is a
//! problem, not skipped.

use engine::scripts::{
    Evaluated, LineKind, ScriptCall, ScriptEval, ScriptFailure, ScriptLine, ScriptRun, ScriptRunner, ScriptValue,
};
use engine::{Edition, Engine};
use std::sync::{Arc, Mutex};

/// Records each call's inputs; drops values starting with `keep`, names outputs `new_X`, and
/// fails on `boom`.
#[derive(Default)]
struct Table {
    calls: Mutex<Vec<Vec<(String, ScriptValue)>>>,
}

impl ScriptRunner for Table {
    fn run(&self, call: ScriptCall<'_>) -> Result<ScriptRun, ScriptFailure> {
        self.calls.lock().unwrap().push(call.inputs.to_vec());
        let text = match call.inputs.first().map(|i| &i.1) {
            Some(ScriptValue::Text(t)) => t.clone(),
            Some(ScriptValue::Positions(ps)) => format!("{}:{}-{}", ps[0].line, ps[0].column, ps[0].column_end),
            None => String::new(),
        };
        if text == "boom" {
            return Err(ScriptFailure { line: call.script.first_line, message: "boom".into() });
        }
        let outputs = call.script.outputs.iter().map(|(n, _)| (n.clone(), format!("new_{text}"))).collect();
        let line = ScriptLine { rule: String::new(), kind: LineKind::Report, text: text.clone() };
        Ok(ScriptRun { lines: vec![line], include: !text.starts_with("keep"), exit: false, outputs })
    }

    fn evaluate(&self, eval: ScriptEval<'_>) -> Result<Evaluated, ScriptFailure> {
        Err(ScriptFailure { line: eval.line, message: "the table evaluates no expression".into() })
    }
}

fn run(patch: &str, input: &str) -> (engine::Outcome, Arc<Table>) {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let table = Arc::new(Table::default());
    let engine = Engine::new(&parsed.patch).with_scripts(table.clone());
    (engine.apply(input, Edition::Edition2021), table)
}

const RENAME: &str = "@r@\nidentifier f;\n@@\n  f(1)\n\n@script:python s@\nf << r.f;\ng;\n@@\npass\n\n\
                      @@\nidentifier r.f;\nidentifier s.g;\n@@\n- f(1)\n+ g(1)\n";

#[test]
fn outputs_reach_later_rules_and_include_match_false_drops_the_values() {
    let input = "fn main() {\n    open(1);\n    keep_this(1);\n    open(1);\n}\n";
    let (out, table) = run(RENAME, input);
    // Once per distinct value: `open` twice is one run.
    let calls = table.calls.lock().unwrap().clone();
    let seen: Vec<&ScriptValue> = calls.iter().map(|c| &c[0].1).collect();
    assert_eq!(seen, [&ScriptValue::Text("open".into()), &ScriptValue::Text("keep_this".into())]);
    assert_eq!(out.text, "fn main() {\n    new_open(1);\n    keep_this(1);\n    new_open(1);\n}\n");
    let lines: Vec<(&str, &str)> = out.script_lines.iter().map(|l| (l.rule.as_str(), l.text.as_str())).collect();
    assert_eq!(lines, [("s", "open"), ("s", "keep_this")]);
}

#[test]
fn positions_come_in_the_input_with_zero_based_columns_and_the_enclosing_fn() {
    let patch = "@r@\nexpression e;\nposition p;\n@@\n  e.unwrap()@p\n\n@script:python@\np << r.p;\n@@\npass\n";
    let input = "fn load() {\n    let a = x.unwrap();\n}\n";
    let (out, table) = run(patch, input);
    assert_eq!(out.script_lines.len(), 1);
    assert_eq!(out.script_lines[0].text, "2:12-22");
    let calls = table.calls.lock().unwrap();
    let ScriptValue::Positions(ps) = &calls[0][0].1 else { panic!("a position list") };
    assert_eq!((ps[0].current_element.as_str(), ps[0].line_end), ("load", 2));
}

#[test]
fn a_script_without_its_inputs_or_its_dependency_does_not_run() {
    let patch = "@r@\nidentifier f;\n@@\n  f(1)\n\n@q@\n@@\n  nothing_here()\n\n\
                 @script:python depends on q@\nf << r.f;\n@@\npass\n\n@script:python@\nf << q.f;\n@@\npass\n";
    let (out, table) = run(patch.replace("@q@\n@@", "@q@\nidentifier f;\n@@").as_str(), "fn m() { a(1); }\n");
    assert!(table.calls.lock().unwrap().is_empty());
    assert!(out.script_lines.is_empty() && out.problems.is_empty(), "{:?}", out.problems);
}

#[test]
fn a_failing_script_is_a_problem_at_its_patch_line_and_later_rules_do_not_inherit() {
    let (out, _) = run(RENAME, "fn main() {\n    boom(1);\n}\n");
    let problems: Vec<(&str, Option<u32>, &str)> =
        out.problems.iter().map(|p| (p.rule.as_str(), p.patch_line, p.message.as_str())).collect();
    assert_eq!(problems, [("s", Some(10), "script failed: boom")]);
    assert!(!out.changed);
}

#[test]
fn without_a_runner_a_script_rule_is_a_problem() {
    let parsed = smpl::parse_patch(RENAME);
    let out = Engine::new(&parsed.patch).apply("fn main() {\n    open(1);\n}\n", Edition::Edition2021);
    assert_eq!(out.problems.len(), 1, "{:?}", out.problems);
    assert!(out.problems[0].message.contains("this front end has none"), "{}", out.problems[0].message);
    assert!(!out.changed);
}
