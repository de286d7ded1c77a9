//! Throughput of `cocci apply` on a corpus, next to the time to merely parse the same files
//! with ra_ap_syntax, measured in the same run on 1 and 2 threads.
//!
//!     cargo run --release -p cocci-bench -- CORPUS_DIR [--runs N]
//!
//! Files are read into memory first: the figures are parsing and matching, not disk. Each run
//! times parsing and then every patch; ratios are taken within a run, and medians reported.

use engine::{Edition, Engine};
use rayon::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
/// A `...`/`when` patch: drop a binding no later statement uses.
const UNUSED_LET: &str = "@@\nidentifier x;\nexpression e;\n@@\n- let x = e;\n  ... when != x\n";
const TYPE_OF: &str = "@@\nexpression tcx, arg;\n@@\n- tcx.type_of(arg)\n+ tcx.bound_type_of(arg).subst_identity()\n";

struct File {
    path: PathBuf,
    text: String,
    edition: Edition,
}

/// rowan's trees are many small allocations made from several threads: mimalloc serves them
/// much faster than glibc's malloc (see docs/benchmarks.md).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // As the `cocci` binary runs: transparent huge pages off.
    cocci::pages::no_huge_pages();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(dir) = args.first() else {
        eprintln!("usage: cocci-bench CORPUS_DIR [--runs N]");
        std::process::exit(2);
    };
    let runs: usize =
        args.iter().position(|a| a == "--runs").and_then(|i| args.get(i + 1)).and_then(|n| n.parse().ok()).unwrap_or(3);
    let paths = project::files::collect(&[PathBuf::from(dir)]).expect("corpus folder");
    let editions = project::edition::Editions::default();
    let files: Vec<File> = paths
        .iter()
        .filter_map(|p| {
            Some(File { path: p.clone(), text: std::fs::read_to_string(p).ok()?, edition: editions.for_file(p) })
        })
        .collect();
    let lines: usize = files.iter().map(|f| f.text.lines().count()).sum();
    let bytes: usize = files.iter().map(|f| f.text.len()).sum();
    println!(
        "corpus: {dir}: {} files, {lines} lines, {:.1} MB; median of {runs} runs",
        files.len(),
        bytes as f64 / 1e6
    );
    let unwrap = smpl::parse_patch(UNWRAP);
    let type_of = smpl::parse_patch(TYPE_OF);
    let unused = smpl::parse_patch(UNUSED_LET);
    assert!(unwrap.is_ok() && type_of.is_ok() && unused.is_ok());
    // (name, patch, syntactic shortcuts, doctests)
    let configs = [
        ("apply e.unwrap()", &unwrap, true, true),
        ("apply tcx.type_of(arg)", &type_of, true, true),
        ("apply let x = e; ... when != x", &unused, true, true),
        ("  same, every body on its graph", &unused, false, true),
        ("apply e.unwrap(), doctests off", &unwrap, true, false),
    ];
    let engines: Vec<Engine> = configs
        .iter()
        .map(|(_, patch, shortcuts, _)| {
            let engine = Engine::new(&patch.patch);
            if *shortcuts { engine } else { engine.without_shortcuts() }
        })
        .collect();
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        println!("\n{threads} thread{}:", if threads == 1 { "" } else { "s" });
        // Each run times parsing, then every patch: a ratio compares timings taken moments
        // apart, so a machine whose speed drifts between runs skews it less.
        let mut parse_times = Vec::new();
        let mut bare_parse_times = Vec::new();
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); configs.len()];
        let mut ratios: Vec<Vec<f64>> = vec![Vec::new(); configs.len()];
        let mut counts = vec![(0, 0); configs.len()];
        for _ in 0..runs.max(1) {
            let (parse, _) = pool.install(|| measure(1, || parse_all(&files)));
            parse_times.push(parse);
            let (bare, _) = pool.install(|| measure(1, || parse_all_unvalidated(&files)));
            bare_parse_times.push(bare.as_secs_f64() / parse.as_secs_f64());
            for (i, engine) in engines.iter().enumerate() {
                let doctests = if configs[i].3 { apply::Doctests::default() } else { apply::Doctests::OFF };
                let (t, c) = pool.install(|| measure(1, || apply_all(engine, &files, doctests)));
                times[i].push(t);
                ratios[i].push(t.as_secs_f64() / parse.as_secs_f64());
                counts[i] = c;
            }
        }
        let parse = median(&mut parse_times);
        row("parse only (ra_ap_syntax)", parse, 1.0, files.len(), lines, None);
        // The baseline counts the parse's errors, which validates the whole tree; the engine
        // validates only files it rewrites. Parsing without validating, for comparison:
        let bare = median(&mut bare_parse_times);
        row("  same, tree not validated", parse.mul_f64(bare), bare, files.len(), lines, None);
        for (i, (name, _, _, _)) in configs.iter().enumerate() {
            let (reports, changed) = counts[i];
            let t = median(&mut times[i]);
            let ratio = median(&mut ratios[i]);
            row(name, t, ratio, files.len(), lines, Some(format!("{reports} matches in {changed} files")));
        }
        // The syntactic shortcut must give the graphs' answers.
        if counts[2] != counts[3] {
            report_disagreements(&unused, &files);
        }
        assert_eq!(counts[2], counts[3], "the shortcut and the graphs disagree");
    }
    cfg_figures(&files, lines, runs);
}

/// Prints the files where deciding bodies syntactically and on their graphs differ.
fn report_disagreements(patch: &smpl::Parsed, files: &[File]) {
    let quick = Engine::new(&patch.patch);
    let graphs = Engine::new(&patch.patch).without_shortcuts();
    for f in files {
        let (a, b) = (quick.apply(&f.text, f.edition), graphs.apply(&f.text, f.edition));
        if a.reports != b.reports {
            let lines = |o: &engine::Outcome| o.reports.iter().map(|r| r.range.start()).collect::<Vec<_>>();
            println!("  differ: {} (shortcut at {:?}, graphs at {:?})", f.path.display(), lines(&a), lines(&b));
        }
    }
}

/// Control-flow graphs: size before and after compression, and the time to build every graph
/// of already parsed files next to the time to parse them.
fn cfg_figures(files: &[File], lines: usize, runs: usize) {
    // On this thread: syntax trees cannot move between threads.
    let (parse, trees) = measure(runs, || {
        files
            .iter()
            .map(|f| (ra_ap_syntax::SourceFile::parse(&f.text, f.edition).syntax_node(), f.edition))
            .collect::<Vec<_>>()
    });
    let (build, (bodies, raw, kept)) = measure(runs, || build_all(&trees));
    println!("\ncontrol-flow graphs (1 thread):");
    println!(
        "  {bodies} bodies; nodes per line: {:.3} before compression, {:.3} after ({:.1}x fewer)",
        raw as f64 / lines as f64,
        kept as f64 / lines as f64,
        raw as f64 / kept.max(1) as f64
    );
    println!(
        "  parse {:.3} s; build every graph {:.3} s = {:.2}x parse",
        parse.as_secs_f64(),
        build.as_secs_f64(),
        build.as_secs_f64() / parse.as_secs_f64()
    );
}

fn build_all(trees: &[(ra_ap_syntax::SyntaxNode, Edition)]) -> (usize, usize, usize) {
    let mut sums = (0, 0, 0);
    for (root, edition) in trees {
        for body in cfg::bodies(root) {
            let g = cfg::Cfg::build(&body, *edition);
            sums.0 += 1;
            sums.1 += g.raw_nodes;
            sums.2 += g.nodes.len();
        }
    }
    sums
}

/// Parsing alone: the tree is built, its errors not counted (nor the tree validated).
fn parse_all_unvalidated(files: &[File]) -> usize {
    files
        .par_iter()
        .map(|f| ra_ap_syntax::SourceFile::parse(&f.text, f.edition).syntax_node().text_range().len().into())
        .map(|n: u32| n as usize)
        .sum()
}

fn parse_all(files: &[File]) -> usize {
    files.par_iter().map(|f| ra_ap_syntax::SourceFile::parse(&f.text, f.edition).errors().len()).sum()
}

/// Applies the patch to each file as `cocci apply` does (the one "patch x file" step: files
/// that cannot match are skipped, doctests are matched too), without a semantic model.
fn apply_all(engine: &Engine, files: &[File], doctests: apply::Doctests) -> (usize, usize) {
    files
        .par_iter()
        .map(|f| {
            let file = apply::FileIn {
                name: "bench.rs",
                text: &f.text,
                edition: f.edition,
                semantics: None,
                doctests,
                macro_bodies: true,
                expand_macros: apply::ExpandMacros::default(),
            };
            let Some(out) = apply::run(engine, file).outcome else { return (0, 0) };
            (out.reports.len(), out.changed as usize)
        })
        .reduce(|| (0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
}

fn measure<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        last = Some(f());
        times.push(t.elapsed());
    }
    times.sort();
    (times[times.len() / 2], last.unwrap())
}

/// The middle value (the upper one of an even count).
fn median<T: PartialOrd + Copy>(values: &mut [T]) -> T {
    values.sort_by(|a, b| a.partial_cmp(b).expect("comparable"));
    values[values.len() / 2]
}

/// A line of figures: `ratio` is the median of the runs' ratios to parsing in the same run.
fn row(name: &str, t: Duration, ratio: f64, files: usize, lines: usize, extra: Option<String>) {
    let s = t.as_secs_f64();
    println!(
        "  {name:<28} {s:>7.3} s  {:>8.0} files/s  {:>9.0} lines/s  {ratio:>5.2}x parse{}",
        files as f64 / s,
        lines as f64 / s,
        extra.map(|e| format!("  ({e})")).unwrap_or_default()
    );
}
