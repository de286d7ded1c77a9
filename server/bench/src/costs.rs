//! What inputs at the limits cost (tens of thousands of matches, long chains, deeply nested
//! nests and disjunctions, huge macro bodies, patches of thousands of metavariables or `+`
//! lines, a large file in the server), each measured in a process of its own (time and peak
//! memory), next to a baseline of the same size where there is one:
//!
//!     cargo run --release -p cocci-bench --bin cocci-costs [-- CASE...]
//!
//! Without arguments every case runs. The regression tests assert the behaviour (outputs,
//! errors, sizes); the figures are here.

use engine::{Edition, Engine};
use serde_json::json;
use std::time::Instant;
use test_support::Client;

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";
const REPORT: &str = "@@\nexpression e;\n@@\n* e.unwrap()\n";

type Case = (&'static str, &'static str, fn() -> String);

const CASES: &[Case] = &[
    ("report-20k", "20,000 matches, reported", report_20k),
    ("rewrite-20k", "20,000 matches, rewritten", rewrite_20k),
    ("chain-3000", "3,000 chained .unwrap(), rewritten", chain_3000),
    ("action-100k", "server: code actions on a 100k-line file with 20k matches", action_100k),
    ("nests-1", "1 nest with when on a 40-line file", || nests(1)),
    ("nests-10", "10 nested nests with when on a 40-line file", || nests(10)),
    ("disj-20", "20 nested disjunctions", || disjunctions(20)),
    ("disj-2000", "2,000 nested disjunctions", || disjunctions(2000)),
    ("macro-100k", "a 100 KB macro body", || macro_body(100_000)),
    ("macro-10mb", "a 10 MB macro body", || macro_body(10_000_000)),
    ("parse-10mb", "baseline: parsing that file only", || parse_macro_body(10_000_000)),
    ("metavars-5k", "parsing 5,000 metavariables", || metavariables(5_000)),
    ("metavars-50k", "parsing 50,000 metavariables", || metavariables(50_000)),
    ("plus-1k", "parsing 1,000 + lines", || plus_lines(1_000)),
    ("plus-10k", "parsing 10,000 + lines", || plus_lines(10_000)),
    // Shapes that once grew faster than their size: each at 1x, 2x and 4x.
    ("plus-apply-5k", "applying 5,000 + lines", || plus_applied(5_000)),
    ("plus-apply-10k", "applying 10,000 + lines", || plus_applied(10_000)),
    ("plus-apply-20k", "applying 20,000 + lines", || plus_applied(20_000)),
    ("dots-args-1k", "a call pattern of 1,000 `...` arguments", || dots_arguments(1_000)),
    ("dots-args-2k", "a call pattern of 2,000 `...` arguments", || dots_arguments(2_000)),
    ("dots-args-4k", "a call pattern of 4,000 `...` arguments", || dots_arguments(4_000)),
    ("dots-args-8k", "a call pattern of 8,000 `...` arguments", || dots_arguments(8_000)),
    ("bang-1250", "1,250 `!` before an unwrap", || bangs(1_250)),
    ("bang-2500", "2,500 `!` before an unwrap", || bangs(2_500)),
    ("bang-5000", "5,000 `!` before an unwrap", || bangs(5_000)),
    ("bang-parse-1250", "baseline: parsing the file and the patch of 1,250 `!`", || parse_bangs(1_250)),
    ("bang-parse-2500", "baseline: parsing the file and the patch of 2,500 `!`", || parse_bangs(2_500)),
    ("bang-parse-5000", "baseline: parsing the file and the patch of 5,000 `!`", || parse_bangs(5_000)),
    ("bang-patch-1250", "a pattern of 1,250 `!` before an expression", || bangs_in_patch(1_250)),
    ("bang-patch-2500", "a pattern of 2,500 `!` before an expression", || bangs_in_patch(2_500)),
    ("bang-patch-5000", "a pattern of 5,000 `!` before an expression", || bangs_in_patch(5_000)),
    // Past the engine's nesting limit (10,000 levels) the item is refused; parsing it is
    // what remains (rowan's node cache hashes a deep chain in its square when it grows).
    ("bang-20k", "20,000 `!` before an unwrap (refused: too deep)", || bangs(20_000)),
    ("macros-1250", "1,250 nested macro calls around an unwrap", || nested_macros(1_250)),
    ("macros-2500", "2,500 nested macro calls around an unwrap", || nested_macros(2_500)),
    ("macros-5000", "5,000 nested macro calls around an unwrap", || nested_macros(5_000)),
];

/// rowan's trees are many small allocations made from several threads: mimalloc serves them
/// much faster than glibc's malloc (see docs/benchmarks.md).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, name] = &args[..]
        && flag == "--case"
    {
        let (_, _, f) = CASES.iter().find(|c| c.0 == name).expect("a case");
        let t = Instant::now();
        let what = f();
        println!("{:9.1} ms {:8.0} MB  {what}", t.elapsed().as_secs_f64() * 1000.0, peak_mb());
        return;
    }
    let me = std::env::current_exe().expect("this binary");
    for (name, about, _) in CASES {
        if !args.is_empty() && !args.iter().any(|a| a == name) {
            continue;
        }
        let out = std::process::Command::new(&me).args(["--case", name]).output().expect("a child");
        let text = String::from_utf8_lossy(&out.stdout);
        let status = if out.status.success() { String::new() } else { format!(" ({})", out.status) };
        println!("{name:13} {about:58} {}{status}", text.trim_end());
    }
}

/// The peak resident memory of this process.
fn peak_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").parse::<f64>().ok());
    kb.unwrap_or(0.0) / 1024.0
}

fn apply(patch: &str, text: &str) -> engine::Outcome {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Engine::new(&parsed.patch).apply(text, Edition::Edition2021)
}

fn summary(out: &engine::Outcome) -> String {
    format!("{} reports, {} problems, {} bytes out", out.reports.len(), out.problems.len(), out.text.len())
}

fn many_unwraps(n: usize) -> String {
    let body: String = (0..n).map(|i| format!("    x{i}.unwrap();\n")).collect();
    format!("fn f() {{\n{body}}}\n")
}

fn report_20k() -> String {
    summary(&apply(REPORT, &many_unwraps(20_000)))
}

fn rewrite_20k() -> String {
    summary(&apply(UNWRAP, &many_unwraps(20_000)))
}

fn chain_3000() -> String {
    summary(&apply(UNWRAP, &format!("fn f() {{ x{}; }}\n", ".unwrap()".repeat(3000))))
}

/// 100,000 lines, 20,000 of them `xN.unwrap();`, in fns of 50 lines.
fn big_file() -> String {
    let mut text = String::new();
    for f in 0..2000 {
        text.push_str(&format!("fn f{f}() {{\n"));
        for i in 0..48 {
            if i % 5 == 0 {
                text.push_str(&format!("    x{i}.unwrap();\n"));
            } else {
                text.push_str(&format!("    let y{i} = {i};\n"));
            }
        }
        text.push_str("}\n");
    }
    text
}

fn action_100k() -> String {
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let ws = tempfile::tempdir().unwrap();
        let root = ws.path();
        std::fs::create_dir_all(root.join("src")).unwrap();
        std::fs::write(root.join("fix.cocci"), UNWRAP).unwrap();
        let text = big_file();
        let path = root.join("src/big.rs");
        std::fs::write(&path, &text).unwrap();
        let client = Client::start(root, false, json!({})).await;
        client.scan_done().await;
        let t = Instant::now();
        client.open(&path, "rust", 1, &text).await;
        let diags = client.diagnostics_where(&path, |d, v| v == Some(1) && !d.is_empty()).await;
        let open = t.elapsed();
        eprintln!("opened: {} diagnostics in {:?}", diags.len(), open);
        let uri = test_support::uri(&path);
        let mut out = format!("open -> {} diagnostics {:.0} ms", diags.len(), open.as_secs_f64() * 1000.0);
        for (what, range) in [("cursor", [50_000, 4, 50_000, 4]), ("whole file", [0, 0, 100_000, 0])] {
            let t = Instant::now();
            let actions = client
                .send_request(
                    "textDocument/codeAction",
                    json!({
                        "textDocument": {"uri": uri},
                        "range": {"start": {"line": range[0], "character": range[1]}, "end": {"line": range[2], "character": range[3]}},
                        "context": {"diagnostics": []}
                    }),
                )
                .await
                .await
                .unwrap();
            eprintln!("{what}: {:?}", t.elapsed());
            let n = actions["result"].as_array().map_or(0, |a| a.len());
            out.push_str(&format!("; {what}: {n} actions {:.0} ms", t.elapsed().as_secs_f64() * 1000.0));
        }
        client.shutdown_and_exit().await;
        out
    })
}

/// A 40-line fn, and `n` nests each with a `when`, the innermost changing `x.unwrap()`.
fn nests(n: usize) -> String {
    let body: String =
        (0..40).map(|i| if i % 4 == 0 { "    x.unwrap();\n".to_string() } else { format!("    a{i}();\n") }).collect();
    let text = format!("fn f() {{\n{body}}}\n");
    let mut patch = String::from("@@\n@@\n");
    for i in 0..n {
        patch.push_str(&format!("{}<...\n", " ".repeat(i + 1)));
    }
    patch.push_str("- x.unwrap();\n+ x.expect(\"x\");\n");
    for i in (0..n).rev() {
        patch.push_str(&format!("{}...>\n{} when != b{i}()\n", " ".repeat(i + 1), " ".repeat(i + 1)));
    }
    summary(&apply(&patch, &text))
}

fn disjunctions(n: usize) -> String {
    let mut patch = String::from("@@\nexpression e;\n@@\n");
    for i in 0..n {
        patch.push_str(&format!("(\n- f{i}(e)\n+ g(e)\n|\n"));
    }
    patch.push_str("- h(e)\n+ g(e)\n");
    for _ in 0..n {
        patch.push_str(")\n");
    }
    let parsed = smpl::parse_patch(&patch);
    if !parsed.errors.is_empty() {
        return format!("refused: {}", parsed.errors[0].message);
    }
    let text = format!("fn f() {{ f{}(1); h(2); }}\n", n / 2);
    summary(&Engine::new(&parsed.patch).apply(&text, Edition::Edition2021))
}

fn macro_file(bytes: usize) -> String {
    let line = "    x.unwrap(); let y = (a + b) * c;\n";
    let body = line.repeat(bytes / line.len());
    format!("fn f() {{\n    m! {{\n{body}    }}\n}}\n")
}

fn macro_body(bytes: usize) -> String {
    summary(&apply(UNWRAP, &macro_file(bytes)))
}

fn parse_macro_body(bytes: usize) -> String {
    let file = ra_ap_syntax::SourceFile::parse(&macro_file(bytes), Edition::Edition2021);
    format!("{} syntax errors", file.errors().len())
}

fn metavariables(n: usize) -> String {
    let decls: String = (0..n).map(|i| format!("expression e{i};\n")).collect();
    let patch = format!("@@\n{decls}@@\n- e0.unwrap()\n+ e0.expect(\"x\")\n");
    let parsed = smpl::parse_patch(&patch);
    format!("{} errors", parsed.errors.len())
}

fn plus_lines(n: usize) -> String {
    let plus: String = (0..n).map(|i| format!("+ g{i}();\n")).collect();
    let patch = format!("@@\n@@\n- f();\n{plus}");
    let parsed = smpl::parse_patch(&patch);
    format!("{} errors", parsed.errors.len())
}

/// A rule removing one call and adding `n` lines in its place.
fn plus_applied(n: usize) -> String {
    let plus: String = (0..n).map(|i| format!("+ g{i}();\n")).collect();
    let patch = format!("@@\n@@\n- f();\n{plus}");
    summary(&apply(&patch, "fn main() {\n    f();\n}\n"))
}

/// A call pattern of `n` `...` arguments against calls of `n` arguments.
fn dots_arguments(n: usize) -> String {
    let dots = vec!["..."; n].join(", ");
    let patch = format!("@@\n@@\n- f({dots})\n+ g()\n");
    let args: Vec<String> = (0..n).map(|i| format!("a{i}")).collect();
    summary(&apply(&patch, &format!("fn main() {{\n    f({});\n}}\n", args.join(", "))))
}

/// `n` `!` before `x.unwrap()`, and a line with `n` `!` before a name: nesting without
/// brackets.
fn bangs(n: usize) -> String {
    let bangs = "!".repeat(n);
    let text = format!("fn main() {{\n    let y = {bangs}x.unwrap();\n    let z = {bangs}x;\n}}\n");
    on_big_stack(move || summary(&apply(UNWRAP, &text)))
}

/// A pattern of `n` `!` before an expression, against code of as many.
fn bangs_in_patch(n: usize) -> String {
    let bangs = "!".repeat(n);
    let patch = format!("@@\nexpression e;\n@@\n- {bangs}e\n+ e\n");
    on_big_stack(move || summary(&apply(&patch, &format!("fn main() {{\n    let y = {bangs}x;\n}}\n"))))
}

/// What [`bangs_in_patch`] costs before any matching: parsing its file and its patch (rowan's
/// node cache hashes a chain's nodes again each time its table grows).
fn parse_bangs(n: usize) -> String {
    let bangs = "!".repeat(n);
    on_big_stack(move || {
        let file = ra_ap_syntax::SourceFile::parse(
            &format!("fn main() {{\n    let y = {bangs}x;\n}}\n"),
            Edition::Edition2021,
        );
        let patch = smpl::parse_patch(&format!("@@\nexpression e;\n@@\n- {bangs}e\n+ e\n"));
        format!("{} syntax errors, {} patch errors", file.errors().len(), patch.errors.len())
    })
}

/// `n` macro calls nested in each other's arguments, an unwrap inside.
fn nested_macros(n: usize) -> String {
    let text = format!("fn main() {{\n    {}x.unwrap(){};\n}}\n", "m!(".repeat(n), ")".repeat(n));
    on_big_stack(move || summary(&apply(UNWRAP, &text)))
}

/// Runs `f` on a thread with a stack as large as the command line's workers have: the parser
/// recurses on nesting.
fn on_big_stack(f: impl FnOnce() -> String + Send + 'static) -> String {
    std::thread::Builder::new().stack_size(engine::STACK_SIZE).spawn(f).expect("a thread").join().expect("no panic")
}
