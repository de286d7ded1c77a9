//! A typed patch over a Cargo crate, next to the same patch untyped and next to parsing, in one
//! run: the cost of asking rust-analyzer's model.
//!
//!     cargo run --release -p cocci-bench --bin cocci-typed-bench -- CRATE_DIR
//!
//! Prints, on one thread: parsing every file; the untyped `len() == 0` patch; the typed one
//! (`expression Vec<_> v;`) split into the first file that asks the model (the cold load of the
//! workspace and the first typed question) and the rest; and the peak memory of the process.
//! When `rust-analyzer` is on PATH (`rustup component add rust-analyzer`), also its own load of
//! the same workspace (`analysis-stats` collecting items, no bodies): the floor typed work is
//! measured against.

use engine::{Edition, Engine, Given};
use std::path::PathBuf;
use std::time::{Duration, Instant};

const UNTYPED: &str = "@@\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
const TYPED: &str = "@@\nexpression {Vec<_>, String, &str, &[_]} v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";

/// rowan's trees are many small allocations made from several threads: mimalloc serves them
/// much faster than glibc's malloc (see docs/benchmarks.md).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // As the `cocci` binary runs: transparent huge pages off.
    cocci::pages::no_huge_pages();
    let Some(dir) = std::env::args().nth(1).map(PathBuf::from) else {
        eprintln!("usage: cocci-typed-bench CRATE_DIR");
        std::process::exit(2);
    };
    let paths = project::files::collect(std::slice::from_ref(&dir)).expect("crate folder");
    let editions = project::edition::Editions::default();
    let files: Vec<(PathBuf, String, Edition)> = paths
        .iter()
        .filter_map(|p| Some((p.clone(), std::fs::read_to_string(p).ok()?, editions.for_file(p))))
        .collect();
    let lines: usize = files.iter().map(|f| f.1.lines().count()).sum();
    println!("crate: {}: {} files, {lines} lines; one thread", dir.display(), files.len());

    let t = Instant::now();
    for (_, text, edition) in &files {
        std::hint::black_box(ra_ap_syntax::SourceFile::parse(text, *edition));
    }
    let parse = t.elapsed();
    row("parse only (ra_ap_syntax)", parse, parse, None);

    let untyped = smpl::parse_patch(UNTYPED);
    let engine = Engine::new(&untyped.patch);
    let t = Instant::now();
    let mut matches = 0;
    for (_, text, edition) in &files {
        if engine.may_match(text) {
            matches += engine.apply(text, *edition).reports.len();
        }
    }
    row("untyped `v.len() == 0`", t.elapsed(), parse, Some(format!("{matches} matches")));

    // The floor: rust-analyzer's own load of the workspace, with std, collecting every item
    // (`analysis-stats` without bodies), when `rust-analyzer` is installed.
    let floor = rust_analyzer_floor(&dir);
    match &floor {
        Some((t, total)) => row("rust-analyzer's load and item collection", *t, parse, Some(total.clone())),
        None => println!("  rust-analyzer's floor: not measured (no `rust-analyzer` on PATH)"),
    }

    let typed = smpl::parse_patch(TYPED);
    assert!(typed.errors.is_empty(), "{:?}", typed.errors);
    let engine = Engine::new(&typed.patch);
    let model = sema::SemanticModel::new([dir.clone()]);
    let (mut matches, mut skipped) = (0, 0);
    let mut first: Option<Duration> = None;
    let mut slowest: Vec<(Duration, String)> = Vec::new();
    let t = Instant::now();
    for (path, text, edition) in &files {
        if !engine.may_match(text) {
            continue;
        }
        let started = Instant::now();
        let answers = model.file(path, text);
        let out = engine.apply_given(text, *edition, Given { sema: Some(&answers), ..Given::default() });
        matches += out.reports.len();
        skipped += out.unknown_types;
        let took = started.elapsed();
        // The file during which the workspace got loaded.
        if first.is_none() && !model.load_reports().is_empty() {
            first = Some(took);
        }
        slowest.push((took, path.strip_prefix(&dir).unwrap_or(path).display().to_string()));
    }
    let all = t.elapsed();
    let first = first.unwrap_or_default();
    slowest.sort_by_key(|b| std::cmp::Reverse(b.0));
    row("typed: first file (load + first question)", first, parse, None);
    row("typed: the other files", all.saturating_sub(first), parse, None);
    row("typed: whole run", all, parse, Some(format!("{matches} matches, {skipped} skipped (type unknown)")));
    if let Some((floor, _)) = floor {
        println!("  typed whole run / rust-analyzer's floor: {:.2}x", all.as_secs_f64() / floor.as_secs_f64());
    }
    for (took, file) in slowest.iter().take(4) {
        println!("  slowest: {file} {:.3} s", took.as_secs_f64());
    }
    for r in model.load_reports() {
        println!("  loaded {} in {:?}: {} crates, std {}", r.root.display(), r.time, r.crates, r.has_std);
    }
    for m in model.take_messages() {
        println!("  note: {m}");
    }
    if let Some(peak) = sema::peak_rss() {
        println!("peak memory: {} MB", peak / 1_000_000);
    }
}

/// Wall time of `rust-analyzer analysis-stats` loading `dir` and collecting its items (no
/// bodies, inference or MIR), and its own "Total" line (time and memory).
fn rust_analyzer_floor(dir: &std::path::Path) -> Option<(Duration, String)> {
    let t = Instant::now();
    let out = std::process::Command::new("rust-analyzer")
        .args(["analysis-stats", "--skip-inference", "--skip-lowering", "--skip-mir-stats"])
        .args(["--skip-data-layout", "--skip-const-eval", "--skip-lang-items"])
        // Like for like: cocci runs neither for a workspace it does not trust (its wall time
        // would include compiling them).
        .args(["--disable-build-scripts", "--disable-proc-macros", "."])
        .current_dir(dir)
        .output()
        .ok()?;
    let took = t.elapsed();
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    let total = text.lines().find_map(|l| l.trim().strip_prefix("Total:")).unwrap_or("").trim().to_owned();
    Some((took, format!("its own total: {total}")))
}

fn row(name: &str, t: Duration, parse: Duration, extra: Option<String>) {
    println!(
        "  {name:<44} {:>8.3} s  {:>6.2}x parse  {}",
        t.as_secs_f64(),
        t.as_secs_f64() / parse.as_secs_f64().max(1e-9),
        extra.unwrap_or_default()
    );
}
