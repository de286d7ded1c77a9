//! A typed patch over a Cargo crate, next to the same patch untyped and next to parsing, in one
//! run: the cost of asking rust-analyzer's model.
//!
//!     cargo run --release -p cocci-bench --bin cocci-typed-bench -- CRATE_DIR
//!
//! Prints, on one thread: parsing every file; the untyped `len() == 0` patch; the typed one
//! (`expression Vec<_> v;`) split into the first file that asks the model (the cold load of the
//! workspace and the first typed question) and the rest; and the peak memory of the process.

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

fn row(name: &str, t: Duration, parse: Duration, extra: Option<String>) {
    println!(
        "  {name:<44} {:>8.3} s  {:>6.2}x parse  {}",
        t.as_secs_f64(),
        t.as_secs_f64() / parse.as_secs_f64().max(1e-9),
        extra.unwrap_or_default()
    );
}
