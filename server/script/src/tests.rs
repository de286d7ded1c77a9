//! Each provided function and each bound, run through real Starlark evaluation.

use super::*;

fn code<'a>(text: &'a str, outputs: &'a [String]) -> Code<'a> {
    Code { text, first_line: 10, outputs }
}

fn pos(line: u32) -> Position {
    Position {
        file: "src/a.rs".into(),
        current_element: "free_all".into(),
        line,
        column: 4,
        line_end: line,
        column_end: 11,
    }
}

fn run_ok(text: &str, inputs: &[(String, Input)]) -> Outcome {
    run(code(text, &[]), inputs).unwrap_or_else(|e| panic!("{e}"))
}

fn error(text: &str) -> ScriptError {
    run(code(text, &[]), &[]).expect_err("the script should fail")
}

#[test]
fn print_report_formats_spatchs_line_from_p0() {
    let inputs =
        [("p".to_owned(), Input::Positions(vec![pos(7), pos(9)])), ("e".to_owned(), Input::Text("buf".into()))];
    let out = run_ok("coccilib.report.print_report(p[0], \"kfree of %s\" % e)\n", &inputs);
    assert_eq!(out.reports, ["src/a.rs:7:4-11: kfree of buf"]);
    assert!(out.include);
    // Fields are strings, as in spatch; every field is there.
    let out = run_ok(
        "print(p[1].line + ':' + p[0].column_end, p[0].current_element, p[0].line_end, len(p), int(p[0].line) + 1)\n",
        &inputs,
    );
    assert_eq!(out.printed, ["9:11 free_all 7 2 8"]);
    // Reports and prints keep their order between them.
    let out = run_ok("print('a')\ncoccilib.report.print_report(p[0], 'b')\nprint('c')\n", &inputs);
    let said = [Said::Printed("a".into()), Said::Report("src/a.rs:7:4-11: b".into()), Said::Printed("c".into())];
    assert_eq!(out.said, said);
}

#[test]
fn print_todo_writes_an_org_link() {
    let inputs = [("p".to_owned(), Input::Positions(vec![pos(3)]))];
    let out = run_ok("import coccilib.org\ncoccilib.org.print_todo(p[0], \"check this\")\n", &inputs);
    assert_eq!(out.reports, ["* TODO [[view:src/a.rs::face=ovl-face1::linb=3::colb=4::cole=11][check this]]"]);
    // spatch's other org functions: an empty message reads `file::line`; `safe` respells brackets.
    let text = "coccilib.org.print_link(p[0])\ncoccilib.org.print_safe_todo(p[0], 'a[i]', 'ovl-face2')\n\
                cocci.print_main('leak', p)\ncocci.print_secs('', p)\n";
    let out = run_ok(text, &inputs);
    assert_eq!(
        out.reports,
        [
            "[[view:src/a.rs::face=ovl-face1::linb=3::colb=4::cole=11][src/a.rs::3]]",
            "* TODO [[view:src/a.rs::face=ovl-face2::linb=3::colb=4::cole=11][a@(i)]]",
            "* TODO [[view:src/a.rs::face=ovl-face1::linb=3::colb=4::cole=11][leak src/a.rs::3]]",
            "[[view:src/a.rs::face=ovl-face2::linb=3::colb=4::cole=11][src/a.rs::3]]",
        ]
    );
    // The whole list is not a position.
    let e = run(code("coccilib.report.print_report(p, 'x')\n", &[]), &inputs).unwrap_err();
    assert!(e.message.contains("expected a position (such as `p[0]`)"), "{e}");
}

#[test]
fn include_match_and_outputs() {
    let outputs = ["g".to_owned(), "t".to_owned()];
    let inputs = [("f".to_owned(), Input::Text("open".into()))];
    let text = "coccinelle.g = cocci.make_ident(f + \"_v2\")\nif f.startswith('op'):\n    cocci.include_match(False)\n\
                def ty():\n    coccinelle.t = cocci.make_type('u%d' % (4 * 8))\nty()\n";
    let out = run(code(text, &outputs), &inputs).unwrap();
    assert_eq!(out.outputs, [("g".to_owned(), "open_v2".to_owned()), ("t".to_owned(), "u32".to_owned())]);
    assert!(!out.include);
    let out = run(code("cocci.include_match(True)\ncoccinelle.g = cocci.make_expr('a + b')\n", &outputs), &[]).unwrap();
    assert!(out.include);
    assert_eq!(out.outputs, [("g".to_owned(), "a + b".to_owned())]);
    // Only declared outputs, and only strings.
    let e = run(code("x = 1\ncoccinelle.h = 'a'\n", &outputs), &[]).unwrap_err();
    assert_eq!(e.line, 11);
    assert!(e.message.contains("`coccinelle.h` is not an output of this rule"), "{e}");
    let e = run(code("coccinelle.g = 3\n", &outputs), &[]).unwrap_err();
    assert!(e.message.contains("must be a string, not int"), "{e}");
}

#[test]
fn strings_format_and_re() {
    let inputs = [("x".to_owned(), Input::Text("dev_kfree_skb".into()))];
    let text = "import re\nm = re.match(r'dev_(\\w+)_skb', x)\nprint(m.group(0), m.group(1), m.groups(), m.start(), m.end())\n\
                print(re.match('kfree', x), re.search('kfree', x).group())\n\
                print(re.sub(r'(\\w+)_skb', r'\\1_buf', x), x.upper().replace('_', '-'), '%s/%d' % (x[:3], 7))\n";
    let out = run_ok(text, &inputs);
    assert_eq!(
        out.printed,
        ["dev_kfree_skb kfree (\"kfree\",) 0 13", "None kfree", "dev_kfree_buf DEV-KFREE-SKB dev/7"]
    );
    let e = error("re.search('(', 'a')\n");
    assert!(e.message.contains("bad regular expression `(`"), "{e}");
}

#[test]
fn runaway_loops_and_recursion_are_stopped() {
    let e = error("n = 0\nfor i in range(100000000):\n    n += i\n");
    assert!(e.message.contains(&format!("over {MAX_STEPS} steps")), "{e}");
    assert_eq!(e.line, 12);
    // `while` is a reserved word in Starlark: a syntax error, not a hang.
    let e = error("x = 1\nwhile True:\n    pass\n");
    assert_eq!(e.line, 11);
    assert!(e.message.contains("reserved keyword"), "{e}");
    let e = error("s = 'abcdefgh' * 1000\nl = []\nfor i in range(100000):\n    l.append(s + str(i))\n");
    assert!(e.message.contains("MiB: stopped"), "{e}");
    assert_eq!(e.line, 13);
    let e = error("def f(n):\n    return f(n + 1)\nf(0)\n");
    assert!(e.message.to_lowercase().contains("recursion") || e.message.contains("stack"), "{e}");
}

#[test]
fn imports_and_python_only_syntax_are_errors_on_the_patch_line() {
    let e = error("x = 1\nimport os\n");
    assert_eq!(e.line, 11);
    assert!(e.message.starts_with("`import os`: scripts run without Python's libraries"), "{e}");
    let e = error("from subprocess import run\n");
    assert_eq!(e.line, 10);
    let e = error("load('x.star', 'y')\n");
    assert_eq!(e.line, 10);
    let e = error("\n\nprint \"x\"\n");
    assert_eq!(e.line, 12, "{e}");
    // The message says what was found, without Starlark's list of every token it expected.
    assert_eq!(e.message, "Parse error: unexpected string literal \"x\" here");
    let e = error("try:\n    pass\nexcept:\n    pass\n");
    assert_eq!(e.line, 10);
    assert!(e.message.contains("reserved keyword"), "{e}");
    // A runtime error names the line it happened on.
    let e = error("a = 1\nb = {}\nc = b['missing']\n");
    assert_eq!(e.line, 12, "{e}");
    let e = error("open('/etc/passwd')\n");
    assert!(e.message.contains("open"), "{e}");
}

#[test]
fn initialize_globals_are_read_only_in_later_scripts() {
    let (shared, out) = initialize(code("seen = {'a': 1}\nlimit = 3\nprint('init')\n", &[]), None).unwrap();
    assert_eq!(out.printed, ["init"]);
    let out = run_with(code("print(limit + 1, seen['a'])\n", &[]), Some(&shared), &[]).unwrap();
    assert_eq!(out.printed, ["4 1"]);
    // Read-only runs (the editor's) cannot change it: mutation is an error.
    let e = run_with(code("x = 1\nseen['b'] = 2\n", &[]), Some(&shared), &[]).unwrap_err();
    assert_eq!(e.line, 11);
    assert_eq!(e.message, IMMUTABLE);
    // A second initialize sees the first's names and adds its own.
    let (both, _) = initialize(code("more = limit * 2\n", &[]), Some(&shared)).unwrap();
    let out = run_with(code("print(more)\n", &[]), Some(&both), &[]).unwrap();
    assert_eq!(out.printed, ["6"]);
}

#[test]
fn changing_runs_keep_what_each_leaves_for_the_next() {
    let (shared, _) = initialize(code("count = 0\nseen = {}\nnames = []\n", &[]), None).unwrap();
    let mut state = Some(shared);
    let rule =
        "count += 1\nif x not in seen:\n    seen[x] = [count]\n    names.append(x)\nelse:\n    seen[x].append(count)\n";
    for x in ["a", "b", "a"] {
        let inputs = [("x".to_owned(), Input::Text(x.to_owned()))];
        run_changing(code(rule, &[]), &mut state, &inputs).unwrap();
    }
    // Finalize reads what the runs left, nested lists included.
    let out = run_with(code("print(count, names, seen)\n", &[]), state.as_ref(), &[]).unwrap();
    assert_eq!(out.printed, ["3 [\"a\", \"b\"] {\"a\": [1, 3], \"b\": [2]}"]);
    // A failing run leaves the state as it was.
    let before = run_with(code("print(count)\n", &[]), state.as_ref(), &[]).unwrap().printed;
    run_changing(code("count += 1\nfail('no')\n", &[]), &mut state, &[]).unwrap_err();
    assert_eq!(run_with(code("print(count)\n", &[]), state.as_ref(), &[]).unwrap().printed, before);
}
