//! `sema-bench CRATE_DIR [--threads N] [--load-now]`: what the semantic layer costs on a real
//! crate (`--load-now`: load and resolve names before the first question, as the language
//! server does in the background).
//!
//! Prints: the cold load of the crate's workspace, the first typed query, the time to type
//! every method-call receiver and resolve every method call of the crate's `src/` (on N
//! threads, each file's questions on one thread as the CLI asks), the same again on the warm
//! database, a typed query after an edit inside a fn body, the diagnostics of the edited file
//! (as `--verify` asks), and the peak resident memory.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use ra_ap_syntax::{AstNode, Edition, SourceFile, SyntaxKind, TextRange, ast};
use sema::SemanticModel;
use sema_api::FileSemantics;

struct Source {
    path: PathBuf,
    text: String,
    /// (receiver, whole call) of every method call.
    calls: Vec<(TextRange, TextRange)>,
}

#[derive(Default)]
struct Tally {
    receivers: usize,
    typed: usize,
    unknown: usize,
    no_answer: usize,
    resolved: usize,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut dir = None;
    let mut threads = 1;
    let mut load_now = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--load-now" => load_now = true,
            "--threads" => threads = args.next().and_then(|n| n.parse().ok()).unwrap_or(1),
            _ => dir = Some(PathBuf::from(arg)),
        }
    }
    let Some(dir) = dir else {
        eprintln!("usage: sema-bench CRATE_DIR [--threads N] [--load-now]");
        std::process::exit(2);
    };

    let start = Instant::now();
    let sources = read_sources(&dir.join("src"));
    let lines: usize = sources.iter().map(|s| s.text.lines().count()).sum();
    let calls: usize = sources.iter().map(|s| s.calls.len()).sum();
    println!(
        "{}: {} files, {lines} lines, {calls} method calls; read and parsed in {:?}",
        dir.display(),
        sources.len(),
        start.elapsed()
    );

    let Some(first) = sources.iter().find(|s| !s.calls.is_empty()) else {
        eprintln!("no method calls under {}", dir.join("src").display());
        std::process::exit(1);
    };
    let model = SemanticModel::new([&dir]);
    if load_now {
        // The language server's way: load and resolve names first (in the background).
        let start = Instant::now();
        model.load_now();
        println!(
            "load_now (load + name resolution of the crates): {:?}, RSS after {}",
            start.elapsed(),
            mb(sema::rss())
        );
    }
    // The CLI's way (no `--load-now`): everything happens on the first question.
    let start = Instant::now();
    let handle = model.file(&first.path, &first.text);
    let ty = handle.type_of_expr(first.calls[0].0);
    let total = start.elapsed();
    for message in model.take_messages() {
        println!("message: {message}");
    }
    for report in model.load_reports() {
        println!(
            "cold load ({}): {:?}, {} crates, std {}, RSS after {}",
            report.kind,
            report.time,
            report.crates,
            if report.has_std { "found" } else { "missing" },
            mb(report.rss_after)
        );
    }
    // Without `--load-now`, the first question's time includes the load.
    let load: Duration = if load_now { Duration::ZERO } else { model.load_reports().iter().map(|r| r.time).sum() };
    println!(
        "first typed query: {:?} ({:?} with the load): {}",
        total.saturating_sub(load),
        total,
        ty.map_or("none".to_owned(), |t| t.text.unwrap_or_else(|| format!("{:?}", t.ty)))
    );

    let (tally, time) = ask_all(&model, &sources, threads);
    print_pass("cold database", threads, &tally, time);
    let (tally, time) = ask_all(&model, &sources, threads);
    print_pass("warm database (new handles)", threads, &tally, time);

    edit_and_ask(&model, &sources);
    println!("peak RSS: {}", mb(sema::peak_rss()));
}

fn mb(bytes: Option<u64>) -> String {
    bytes.map_or("?".to_owned(), |b| format!("{} MB", b / (1024 * 1024)))
}

fn print_pass(what: &str, threads: usize, t: &Tally, time: Duration) {
    let per = time.as_secs_f64() * 1e6 / (t.receivers.max(1) as f64);
    println!(
        "{what}, {threads} thread(s): {} receivers in {time:?} ({per:.0} µs per receiver, type + \
         method): typed {}, unknown {}, no answer {}; {} calls resolved",
        t.receivers, t.typed, t.unknown, t.no_answer, t.resolved
    );
}

/// CPU time of the process so far (user + system), from /proc/self/stat, in clock ticks of
/// 10 ms: with `wall`, it tells whether threads ran in parallel.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn ask_all(model: &SemanticModel, sources: &[Source], threads: usize) -> (Tally, Duration) {
    let next = AtomicUsize::new(0);
    let cpu_before = cpu_time();
    let start = Instant::now();
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                s.spawn(|| {
                    let mut tally = Tally::default();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(source) = sources.get(i) else { break };
                        let file = model.file(&source.path, &source.text);
                        for &(receiver, call) in &source.calls {
                            tally.receivers += 1;
                            match file.type_of_expr(receiver) {
                                Some(t) if t.ty.has_unknown() => tally.unknown += 1,
                                Some(_) => tally.typed += 1,
                                None => tally.no_answer += 1,
                            }
                            if file.resolve_method(call).is_some() {
                                tally.resolved += 1;
                            }
                        }
                    }
                    tally
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or_default()).collect()
    });
    let time = start.elapsed();
    if let (Some(before), Some(after)) = (cpu_before, cpu_time()) {
        println!("  (CPU time {:?} for {time:?} of wall time)", after.saturating_sub(before));
    }
    let mut all = Tally::default();
    for t in tallies {
        all.receivers += t.receivers;
        all.typed += t.typed;
        all.unknown += t.unknown;
        all.no_answer += t.no_answer;
        all.resolved += t.resolved;
    }
    (all, time)
}

/// Changes one integer literal inside a fn body (same length, so ranges stay) and asks about
/// the receivers of that fn, then of the rest of the file.
fn edit_and_ask(model: &SemanticModel, sources: &[Source]) {
    for source in sources {
        let file = SourceFile::parse(&source.text, Edition::Edition2021).tree();
        let Some((literal, body)) = file.syntax().descendants_with_tokens().find_map(|e| {
            let token = e.into_token()?;
            if token.kind() != SyntaxKind::INT_NUMBER || token.text().len() != 1 {
                return None;
            }
            let body = token.parent_ancestors().find_map(ast::Fn::cast)?.body()?;
            let has_calls = source.calls.iter().any(|(r, _)| body.syntax().text_range().contains_range(*r));
            has_calls.then(|| (token.text_range(), body.syntax().text_range()))
        }) else {
            continue;
        };
        let mut edited = source.text.clone();
        let digit = if &source.text[literal] == "7" { "8" } else { "7" };
        edited.replace_range(std::ops::Range::<usize>::from(literal), digit);

        let start = Instant::now();
        model.set_file_text(&source.path, &edited);
        let applied = start.elapsed();
        let handle = model.file(&source.path, &edited);
        let (inside, outside): (Vec<&(TextRange, TextRange)>, Vec<_>) =
            source.calls.iter().partition(|(r, _)| body.contains_range(*r));
        let start = Instant::now();
        let ty = handle.type_of_expr(inside[0].0);
        let first = start.elapsed();
        let start = Instant::now();
        for (r, _) in &outside {
            let _ = handle.type_of_expr(*r);
        }
        let rest = start.elapsed();
        println!(
            "edit in {} (a literal in a fn body): change applied in {applied:?}; first typed \
             query in the edited fn {first:?} ({}); the file's other {} receivers {rest:?}",
            source.path.display(),
            if ty.is_some() { "typed" } else { "no answer" },
            outside.len()
        );
        // `--verify`: the diagnostics of the edited file, then of a rewrite of it that calls
        // an unknown method.
        let start = Instant::now();
        let before = model.diagnostics(&source.path, &edited).unwrap_or_default();
        let first = start.elapsed();
        let receiver = inside[0].0;
        let mut broken = edited.clone();
        broken.insert_str(usize::from(receiver.end()), ".cocci_no_such_method()");
        let start = Instant::now();
        let after = model.diagnostics(&source.path, &broken).unwrap_or_default();
        let second = start.elapsed();
        println!(
            "diagnostics of that file: {} in {first:?}; after a rewrite adding an unknown method \
             call: {} in {second:?}",
            before.len(),
            after.len()
        );
        return;
    }
    println!("edit: no fn body with a one-digit literal and a method call");
}

fn read_sources(dir: &Path) -> Vec<Source> {
    let mut paths = Vec::new();
    collect_rs(dir, &mut paths);
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let file = SourceFile::parse(&text, Edition::Edition2021).tree();
            let calls = file
                .syntax()
                .descendants()
                .filter_map(ast::MethodCallExpr::cast)
                .filter_map(|c| Some((c.receiver()?.syntax().text_range(), c.syntax().text_range())))
                .collect();
            Some(Source { path, text, calls })
        })
        .collect()
}

fn collect_rs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_rs(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
