//! Script rules from the command line, as `make coccicheck` runs a kernel patch: `check -D
//! report` prints each `print_report` line as spatch does (`file:line:col-colend: msg`), in
//! file order whatever the threads did, and exits 1 for those findings; without `-D report`
//! nothing runs. Initialize and finalize code print once per run, before and after the files;
//! `--format json` carries the lines as objects; a failing script is an error (exit 2) naming
//! its patch line, and creates nothing.

mod common;
use common::*;

const REPORT: &str = "virtual report

@r depends on report@
expression e;
position p;
@@
* e.unwrap()@p

@script:python depends on report@
p << r.p;
e << r.e;
@@
coccilib.report.print_report(p[0], \"unwrap of %s in %s\" % (e, p[0].current_element))
";

const A: &str = "fn load(cfg: &Config) -> Data {\n    let a = cfg.path().unwrap();\n    Data::new(a)\n}\n";
const B: &str = "fn name(n: Option<String>) -> String {\n    n.unwrap()\n}\n";

#[test]
fn check_d_report_prints_spatchs_lines_in_file_order() {
    let dir = project(&[("p.cocci", REPORT), ("src/a.rs", A), ("src/b.rs", B)]);
    let out = cocci(&["check", "-D", "report", "-j", "2", "p.cocci", "src"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let lines: Vec<String> = stdout(&out).lines().filter(|l| !l.contains(": r: ")).map(str::to_owned).collect();
    assert_eq!(
        lines,
        ["src/a.rs:2:12-31: unwrap of cfg.path() in load", "src/b.rs:2:4-14: unwrap of n in name"],
        "{}",
        stdout(&out)
    );
    // Without the mode, neither the `*` rule nor the script runs.
    let quiet = cocci(&["check", "p.cocci", "src"], dir.path());
    assert_eq!((quiet.status.code(), stdout(&quiet).as_str()), (Some(0), ""), "{}", stderr(&quiet));
}

#[test]
fn json_carries_script_lines_as_objects() {
    let dir = project(&[("p.cocci", REPORT), ("a.rs", B)]);
    let out = cocci(&["check", "--json", "-D", "report", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let script: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter_map(|v| v.get("script").cloned())
        .collect();
    assert_eq!(
        script,
        [
            serde_json::json!({"file": "a.rs", "rule": "rule@9", "kind": "report", "text": "a.rs:2:4-14: unwrap of n in name"})
        ]
    );
}

#[test]
fn initialize_and_finalize_run_once_around_the_files() {
    let patch = "@initialize:python@\n@@\nword = \"seen\"\nprint(\"start\")\n\n\
                 @r@\nexpression e;\n@@\n  e.unwrap()\n\n\
                 @script:python@\ne << r.e;\n@@\nprint(\"%s %s\" % (word, e))\n\n\
                 @finalize:python@\n@@\nprint(\"end \" + word)\n";
    let dir = project(&[("p.cocci", patch), ("src/a.rs", A), ("src/b.rs", B)]);
    let out = cocci(&["check", "p.cocci", "src"], dir.path());
    // `print` lines are output, not findings.
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "start\nseen cfg.path()\nseen n\nend seen\n");
}

#[test]
fn a_script_that_reaches_for_the_machine_is_an_error_on_its_patch_line() {
    let patch = "@r@\nexpression e;\n@@\n  e.unwrap()\n\n@script:python@\ne << r.e;\n@@\n\
                 import os\nos.system(\"touch pwned\")\n";
    let dir = project(&[("p.cocci", patch), ("a.rs", B)]);
    let out = cocci(&["apply", "--in-place", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("p.cocci:9: error: rule@6: script failed: `import os`: scripts run without"),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("(on a.rs)"), "the file it ran on: {}", stderr(&out));
    assert!(!dir.path().join("pwned").exists());
    let failing_init = "@initialize:python@\n@@\nx = open(\"f\")\n\n@@\n@@\n- foo()\n";
    let dir = project(&[("p.cocci", failing_init), ("a.rs", B)]);
    let out = cocci(&["check", "p.cocci", "a.rs"], dir.path());
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).starts_with("p.cocci:3: error: rule@1: Variable `open` not found"), "{}", stderr(&out));
}

/// spatch's usual aggregation: script rules change what initialize set up, finalize prints it.
/// Such a patch runs a file at a time in path order, whatever `-j` says, so the result is the
/// same on every run.
#[test]
fn script_rules_change_initialize_state_in_file_order_and_finalize_reads_it() {
    let patch = "@initialize:python@\n@@\ncount = 0\nnames = []\n\n@r@\nidentifier f;\n@@\n  f(...)\n\n\
                 @script:python@\nf << r.f;\n@@\ncount += 1\nif f not in names:\n    names.append(f)\n\n\
                 @finalize:python@\n@@\nprint(\"%d calls: %s\" % (count, \", \".join(names)))\n";
    let mut files = vec![("p.cocci", patch.to_owned())];
    for i in 0..20 {
        files.push((
            Box::leak(format!("src/m{i:02}.rs").into_boxed_str()),
            format!("fn g() {{ f{i}(); f{}(); }}\n", i / 2),
        ));
    }
    let files: Vec<(&str, &str)> = files.iter().map(|(p, t)| (*p, t.as_str())).collect();
    let ws = project(&files);
    let want: Vec<String> = (0..20).flat_map(|i| [format!("f{i}"), format!("f{}", i / 2)]).collect();
    let mut distinct: Vec<String> = Vec::new();
    for n in want {
        if !distinct.contains(&n) {
            distinct.push(n);
        }
    }
    // The script runs once per distinct value in a file, as spatch's: `f0(); f0();` once.
    let calls: usize = (0..20).map(|i| if i == i / 2 { 1 } else { 2 }).sum();
    let line = format!("{calls} calls: {}\n", distinct.join(", "));
    for _ in 0..3 {
        let out = cocci(&["check", "-j", "2", "p.cocci", "src"], ws.path());
        assert_eq!(stdout(&out), line, "{}", stderr(&out));
    }
}
