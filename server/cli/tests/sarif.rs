//! `cocci check --format sarif`: valid against the OASIS SARIF 2.1.0 schema (vendored in
//! `test-data/sarif`), one run whose rules are the patch's, results with regions, and fixes
//! that, applied, give what `cocci apply` writes.

mod common;
use common::*;
use serde_json::Value;

const PATCH: &str = "@transmute@\nexpression e;\n@@\n* std::mem::transmute(e)\n\n@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const SRC: &str = "fn f(b: u32) -> f32 {\n    let s = \"é🦀\"; x.unwrap();\n    unsafe { std::mem::transmute(b) }\n}\n";

fn validator() -> jsonschema::Validator {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../test-data/sarif/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    jsonschema::options().should_validate_formats(true).build(&schema).expect("the schema compiles")
}

fn sarif(args: &[&str], dir: &tempfile::TempDir) -> Value {
    let mut all = vec!["check", "--format", "sarif"];
    all.extend(args);
    let out = cocci(&all, dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let log: Value = serde_json::from_str(&stdout(&out)).expect("one JSON document");
    let errors: Vec<String> = validator().iter_errors(&log).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(errors.is_empty(), "{errors:#?}\n{log:#}");
    log
}

/// Applies a SARIF fix's replacements (regions in characters) to `text`.
fn apply_fix(text: &str, fix: &Value) -> String {
    let lines: Vec<usize> = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
    let offset = |line: &Value, col: &Value| {
        let start = lines[line.as_u64().unwrap() as usize - 1];
        let chars = col.as_u64().unwrap() as usize - 1;
        start + text[start..].char_indices().nth(chars).map_or(text.len() - start, |(i, _)| i)
    };
    let mut edits: Vec<(usize, usize, String)> = fix["artifactChanges"][0]["replacements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let d = &r["deletedRegion"];
            let s = offset(&d["startLine"], &d["startColumn"]);
            let e = offset(&d["endLine"], &d["endColumn"]);
            (s, e, r["insertedContent"]["text"].as_str().unwrap().to_string())
        })
        .collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_string();
    for (s, e, t) in edits {
        out.replace_range(s..e, &t);
    }
    out
}

#[test]
fn the_log_is_valid_sarif_with_the_patch_rules_results_and_fixes() {
    let dir = project(&[("p.cocci", PATCH), ("src/my file.rs", SRC), ("src/clean.rs", "fn g() {}\n")]);
    let log = sarif(&["p.cocci", "src"], &dir);
    assert_eq!(log["version"], "2.1.0");
    let runs = log["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 1);
    let run = &runs[0];
    assert_eq!(run["tool"]["driver"]["name"], "cocci");
    let rules: Vec<&str> =
        run["tool"]["driver"]["rules"].as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(rules, ["transmute", "rule@6"]);
    assert_eq!(run["columnKind"], "unicodeCodePoints");
    assert_eq!(run["invocations"][0]["executionSuccessful"], true);

    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    // In the patch's order of rules, as the engine reports them.
    let (transmute, unwrap) = (&results[0], &results[1]);
    assert_eq!(unwrap["ruleId"], "rule@6");
    assert_eq!(unwrap["ruleIndex"], 1);
    assert_eq!(unwrap["level"], "note");
    let loc = &unwrap["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"], serde_json::json!({"uri": "src/my%20file.rs", "uriBaseId": "%SRCROOT%"}));
    assert_eq!(loc["region"], serde_json::json!({"startLine": 2, "startColumn": 19, "endLine": 2, "endColumn": 29}));
    assert_eq!(transmute["ruleId"], "transmute");
    assert_eq!(transmute["level"], "warning");
    assert!(transmute.get("fixes").is_none(), "a `*` report changes nothing");

    // The fix, applied, is the rewrite.
    let fixed = apply_fix(SRC, &unwrap["fixes"][0]);
    cocci(&["apply", "--in-place", "p.cocci", "src"], dir.path());
    assert_eq!(fixed, read(&dir, "src/my file.rs"));
}

#[test]
fn utf16_columns_are_declared_and_bytes_refused() {
    let dir = project(&[("p.cocci", PATCH), ("a.rs", SRC)]);
    let log = sarif(&["--columns", "utf16", "p.cocci", "a.rs"], &dir);
    assert_eq!(log["runs"][0]["columnKind"], "utf16CodeUnits");
    let unwrap = &log["runs"][0]["results"][1];
    assert_eq!(unwrap["ruleId"], "rule@6");
    assert_eq!(unwrap["locations"][0]["physicalLocation"]["region"]["startColumn"], 20);
    let out = cocci(&["check", "--format", "sarif", "--columns", "utf8", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("SARIF counts columns in characters or UTF-16 code units"), "{}", stderr(&out));
}

#[test]
fn problems_are_tool_notifications() {
    let dir = project(&[("p.cocci", PATCH), ("a.rs", SRC)]);
    std::fs::write(dir.path().join("bad.rs"), [0xff, b'\n']).unwrap();
    let out = cocci(&["check", "--format", "sarif", "p.cocci", "."], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let log: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!(validator().is_valid(&log));
    let inv = &log["runs"][0]["invocations"][0];
    assert_eq!(inv["executionSuccessful"], false);
    assert_eq!(inv["toolExecutionNotifications"][0]["level"], "error");
    assert_eq!(inv["toolExecutionNotifications"][0]["message"]["text"], "./bad.rs: error: not valid UTF-8, skipped");
    assert_eq!(log["runs"][0]["results"].as_array().unwrap().len(), 2);
}

#[test]
fn the_validator_rejects_invalid_logs() {
    let v = validator();
    let ok = serde_json::json!({"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": []}]});
    assert!(v.is_valid(&ok));
    let no_tool = serde_json::json!({"version": "2.1.0", "runs": [{"results": []}]});
    assert!(!v.is_valid(&no_tool));
    let mut line_zero = ok.clone();
    line_zero["runs"][0]["results"] = serde_json::json!([{"message": {"text": "m"},
        "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.rs"}, "region": {"startLine": 0}}}]}]);
    assert!(!v.is_valid(&line_zero));
}
