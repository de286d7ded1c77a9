//! Latency of the language server, in process: from `didChange` (or `didOpen`) to the
//! `publishDiagnostics` that follows, on a 10,000-line file in a workspace of 1,000 files.
//!
//!     cargo run --release -p cocci-bench --bin cocci-lsp-bench [-- --runs N] [--typed CRATE_DIR]
//!
//! `--only dense|sparse|patch` runs one case (after the scan), for a profiler.
//!
//! With `--typed`, a typed patch (`expression Vec<_> v;`) over a copy of a Cargo crate instead:
//! the first diagnostics of a file (the semantic model's load and first questions), then
//! `didChange` -> diagnostics with the model warm.
//!
//! The figures include the server's pauses before matching (15 ms after a Rust edit, 60 ms
//! after a patch edit), which exist to match a burst of keystrokes once.

use serde_json::json;
use std::time::{Duration, Instant};
use test_support::Client;

const PATCH: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const PATCH_EDITED: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"edited\")\n";

/// A fn of eleven lines; with `matches`, two of them match the patch.
fn a_fn(i: usize, matches: bool) -> String {
    let (a, b) = if matches { ("unwrap", "unwrap") } else { ("unwrap_or_default", "unwrap_or_default") };
    format!(
        "fn work_{i}(input: &[u8], cfg: &Config) -> Result<u32, Error> {{\n    let first = input.first().copied().{a}();\n    let limit = cfg.limit(\"{i}\").unwrap_or(16);\n    if first as u32 > limit {{\n        return Err(Error::TooBig(first));\n    }}\n    let total: u32 = input.iter().map(|b| *b as u32).sum();\n    log(total, cfg.name().{b}());\n    Ok(total + {i})\n}}\n\n"
    )
}

/// Fns `fns`, one in `every` matching (two matches each).
fn file_of(fns: std::ops::Range<usize>, every: usize) -> String {
    fns.map(|i| a_fn(i, i % every == 0)).collect()
}

/// rowan's trees are many small allocations made from several threads: mimalloc serves them
/// much faster than glibc's malloc (see docs/benchmarks.md).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // As the `cocci` binary runs: transparent huge pages off.
    cocci::pages::no_huge_pages();
    let args: Vec<String> = std::env::args().collect();
    let runs: usize = args
        .iter()
        .position(|a| a == "--runs")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(15);
    let typed = args.iter().position(|a| a == "--typed").and_then(|i| args.get(i + 1)).cloned();
    // `--only dense|sparse|patch`: one case alone, for a profiler.
    let only = args.iter().position(|a| a == "--only").and_then(|i| args.get(i + 1)).cloned();
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    match typed {
        Some(dir) => rt.block_on(typed_run(std::path::Path::new(&dir), runs)),
        None => rt.block_on(run(runs, only.as_deref())),
    }
}

const TYPED: &str = "@@\nexpression {Vec<_>, &[_]} v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";

/// The typed patch in the crate at `dir` (copied): the file with the most candidates opened,
/// then edits in it.
async fn typed_run(dir: &std::path::Path, runs: usize) {
    let ws = tempfile::tempdir().unwrap();
    let root = ws.path().join("crate");
    let status = std::process::Command::new("cp").arg("-r").arg(dir).arg(&root).status().unwrap();
    assert!(status.success());
    std::fs::write(root.join("typed.cocci"), TYPED).unwrap();
    let files = project::files::collect(std::slice::from_ref(&root)).unwrap();
    let path = files
        .iter()
        .filter(|f| f.starts_with(root.join("src")))
        .max_by_key(|f| std::fs::read_to_string(f).unwrap_or_default().matches(".len() == 0").count())
        .unwrap()
        .clone();
    let text = std::fs::read_to_string(&path).unwrap();
    println!(
        "typed patch over {}; file {} ({} lines); medians of {runs} runs",
        dir.display(),
        path.display(),
        text.lines().count()
    );
    let t = Instant::now();
    let client = Client::start(&root, false, json!({})).await;
    client.scan_done().await;
    println!("  start -> workspace scanned (model loaded, every file asked about): {:8.1} ms", ms(t.elapsed()));
    let since = client.seen();
    let t = Instant::now();
    client.open(&path, "rust", 1, &text).await;
    client.diagnostics_after(since, &path, |_, v| v == Some(1)).await;
    let first = client.last_diagnostics(&path).map(|d| d.0.len()).unwrap_or(0);
    println!("  didOpen -> diagnostics: {:8.1} ms, {first} matches", ms(t.elapsed()));
    // A Vec emptiness test added at the top of the first fn body, then removed.
    let at = text.find("fn ").and_then(|f| text[f..].find('{').map(|b| f + b + 1)).unwrap();
    let line = text[..at].matches('\n').count() as u32;
    let col = text[..at].rsplit('\n').next().unwrap_or("").chars().count() as u32;
    let mut times = Vec::new();
    for i in 0..runs {
        let version = 2 + i as i32;
        let since = client.seen();
        let t = Instant::now();
        let (insert, range, want) = if i % 2 == 0 {
            (" let _typed = Vec::<u8>::new().len() == 0;", [line, col, line, col], first + 1)
        } else {
            ("", [line, col, line, col + 43], first)
        };
        client.change(&path, version, range, insert).await;
        client.diagnostics_after(since, &path, |d, v| v == Some(version as i64) && d.len() == want).await;
        times.push(t.elapsed());
    }
    println!("  didChange -> diagnostics, typed patch: {:8.1} ms (target < 300)", ms(median(times)));
    client.shutdown_and_exit().await;
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn run(runs: usize, only: Option<&str>) {
    let ws = tempfile::tempdir().unwrap();
    let root = ws.path();
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::write(root.join("fix.cocci"), PATCH).unwrap();
    for f in 0..1000 {
        std::fs::write(root.join(format!("src/f{f:04}.rs")), file_of(f * 10..f * 10 + 10, 1)).unwrap();
    }
    // Two files of 10,010 lines: every fn matching (1,820 diagnostics), one in 20 (92).
    let cases = [("dense", 1), ("sparse", 20)];
    for (name, every) in cases {
        std::fs::write(root.join(format!("src/{name}.rs")), file_of(0..910, every)).unwrap();
    }
    println!("workspace: 1002 files; medians of {runs} runs");

    let t = Instant::now();
    let client = Client::start(root, false, json!({})).await;
    client.scan_done().await;
    println!("  initial scan of the workspace from disk: {:8.1} ms", ms(t.elapsed()));

    for (name, every) in cases.into_iter().filter(|c| only.is_none_or(|o| o == c.0)) {
        let path = root.join(format!("src/{name}.rs"));
        let text = file_of(0..910, every);
        let lines = text.lines().count();
        let matching_fns = (0..910).filter(|i| i % every == 0).count();
        let diags = 2 * matching_fns;
        let since = client.seen();
        let t = Instant::now();
        client.open(&path, "rust", 1, &text).await;
        client.diagnostics_after(since, &path, |d, v| v == Some(1) && d.len() == diags).await;
        println!("  {name}.rs, {lines} lines, {diags} matches: didOpen -> diagnostics {:8.1} ms", ms(t.elapsed()));
        // An edit inside one matching fn in the middle: a third match appears, then goes.
        let fn_index = (455 / every) * every;
        let line = fn_index * 11 + 1;
        let (mut times, mut read) = (Vec::new(), Vec::new());
        for i in 0..runs {
            let version = 2 + i as i32;
            let since = client.seen();
            let t = Instant::now();
            let (insert, end, want) = if i % 2 == 0 {
                ("    let extra = input.last().unwrap();\n", line, diags + 1)
            } else {
                ("", line + 1, diags)
            };
            client.change(&path, version, [line as u32, 0, end as u32, 0], insert).await;
            client.diagnostics_after(since, &path, |d, v| v == Some(version as i64) && d.len() == want).await;
            times.push(t.elapsed());
            read.push(client.arrival_of(&path, version as i64).map_or(Duration::ZERO, |at| at - t));
        }
        println!("  {name}.rs: didChange in one fn -> diagnostics {:8.1} ms (target < 50)", ms(median(times)));
        // The same, up to the publication's last byte: what the bench's own client (a JSON
        // parse into `serde_json::Value`) adds is not the server's.
        println!("  {name}.rs: didChange in one fn -> publication read {:8.1} ms", ms(median(read)));
    }

    if only.is_some_and(|o| o != "patch") {
        client.shutdown_and_exit().await;
        return;
    }
    // 100 open files, then an unsaved edit of the patch.
    let opened: Vec<std::path::PathBuf> = (0..100).map(|f| root.join(format!("src/f{f:04}.rs"))).collect();
    for (f, p) in opened.iter().enumerate() {
        client.open(p, "rust", 1, &file_of(f * 10..f * 10 + 10, 1)).await;
    }
    for p in &opened {
        client.diagnostics_where(p, |d, v| v == Some(1) && d.len() == 20).await;
    }
    let patch = root.join("fix.cocci");
    client.open(&patch, "cocci", 1, PATCH).await;
    let mut times = Vec::new();
    for i in 0..runs.min(7) {
        let (text, word) = if i % 2 == 0 { (PATCH_EDITED, "edited") } else { (PATCH, "checked") };
        let since = client.seen();
        let t = Instant::now();
        client.change_all(&patch, 2 + i as i32, text).await;
        for p in &opened {
            client
                .diagnostics_after(since, p, |d, _| {
                    d.len() == 20 && d[0]["message"].as_str().unwrap_or("").contains(word)
                })
                .await;
        }
        times.push(t.elapsed());
    }
    println!("  patch edit -> diagnostics of 100 open files: {:8.1} ms (target < 300)", ms(median(times)));
    client.shutdown_and_exit().await;
}
