//! Load test of the language server: `didChange` at a fixed rate on a 5,000-line file for a
//! while, with hover and code-action requests in between, against `cocci lsp` running in a
//! child process (the real stdio transport).
//!
//!     cargo run --release -p cocci-bench --bin cocci-lsp-load -- --rate 100 [--seconds 30]
//!
//! Prints the server's RSS and thread count over time, the delivered rate of changes, request
//! latencies (p50/p99/max), the lag of the final diagnostics after the last change, and whether
//! those diagnostics equal what the engine reports on the final text (what `cocci check`
//! prints). The client announces `codeAction/resolve` of edits, as VS Code and Neovim do
//! (`--eager-edits`: it does not, and every code action carries its edit). The typing goes to
//! one fn at a time: a statement typed character by character
//! (multi-byte characters included), then erased, then the next fn.
//!
//! `--typed`: the `unwrap` patch is typed (`expression Option<_> e;`) and the files are a
//! crate's modules, so the server asks rust-analyzer's model; the time to the first
//! diagnostics after opening is then shown next to a cold run of the same patches on the file
//! through the engine and a fresh model (what `cocci check` on the file pays).

use serde_json::{Value, json};
use std::sync::Arc;
use std::time::{Duration, Instant};
use test_support::{Client, Reported, published, reported};

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
const TRANSMUTE: &str = "@@\nexpression e;\n@@\n* std::mem::transmute(e)\n";
/// Two rules, the second depending on the first: not local to a fn, matched on the whole file.
const ATOMICS: &str = "@ atomics @\n@@\n  use std::sync::atomic::Ordering;\n\n@ depends on atomics @\nexpression a, v;\nidentifier m =~ \"^fetch_\";\n@@\n- a.m(v, Ordering::Relaxed)\n+ a.m(v, Ordering::SeqCst)\n";
const TYPED_UNWRAP: &str = "@@\nexpression Option<_> e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";
/// For `--typed`: the crate root, with what the fns use.
const TYPED_LIB: &str = "pub struct Config;\nimpl Config {\n    pub fn limit(&self, _: &str) -> Option<u32> { None }\n    \
                         pub fn name(&self) -> Option<String> { None }\n}\npub enum Error { TooBig(u8) }\n\
                         pub fn log(_: u32, _: String) {}\n\
                         pub static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);\n";

fn patches(typed: bool) -> [(&'static str, &'static str); 3] {
    let unwrap = if typed { TYPED_UNWRAP } else { UNWRAP };
    [("unwrap.cocci", unwrap), ("transmute.cocci", TRANSMUTE), ("atomics.cocci", ATOMICS)]
}
/// What is typed into a fn, then erased.
const TYPED: &str = "    let extra = input.last().unwrap(); // \u{e9}t\u{e9} \u{1f980}\n";
/// Lines of a fn (see `a_fn`).
const FN_LINES: usize = 12;

struct Options {
    rate: u32,
    seconds: u64,
    lines: usize,
    max_rss_mb: u64,
    /// Do not announce `codeAction/resolve`: every code action comes with its edit.
    eager_edits: bool,
    /// A typed patch, on files that are a crate's modules.
    typed: bool,
}

/// rowan's trees are many small allocations made from several threads: mimalloc serves them
/// much faster than glibc's malloc (see docs/benchmarks.md).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // As the `cocci` binary runs: transparent huge pages off.
    cocci::pages::no_huge_pages();
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--server") {
        std::process::exit(lsp::run_stdio());
    }
    let arg = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1));
    let opts = Options {
        rate: arg("--rate").and_then(|n| n.parse().ok()).unwrap_or(100),
        seconds: arg("--seconds").and_then(|n| n.parse().ok()).unwrap_or(30),
        lines: arg("--lines").and_then(|n| n.parse().ok()).unwrap_or(5000),
        max_rss_mb: arg("--max-rss-mb").and_then(|n| n.parse().ok()).unwrap_or(4096),
        eager_edits: args.iter().any(|a| a == "--eager-edits"),
        typed: args.iter().any(|a| a == "--typed"),
    };
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    rt.block_on(run(opts));
    rt.shutdown_timeout(Duration::from_secs(1));
}

/// A fn of `FN_LINES` lines; some hold `unwrap` calls, some a relaxed atomic, some a transmute.
fn a_fn(i: usize) -> String {
    let a = if i.is_multiple_of(5) { "unwrap" } else { "unwrap_or_default" };
    let atomic =
        if i % 10 == 3 { "COUNTER.fetch_add(1, Ordering::Relaxed);" } else { "COUNTER.load(Ordering::SeqCst);" };
    let cast = if i % 50 == 7 { "unsafe { std::mem::transmute(total) }" } else { "total as f32" };
    format!(
        "fn work_{i}(input: &[u8], cfg: &Config) -> Result<f32, Error> {{\n    let first = input.first().copied().{a}();\n    let limit = cfg.limit(\"{i} \u{e9}\").unwrap_or(16);\n    if first as u32 > limit {{\n        return Err(Error::TooBig(first));\n    }}\n    let total: u32 = input.iter().map(|b| *b as u32).sum();\n    log(total, cfg.name().{a}());\n    {atomic}\n    Ok({cast})\n}}\n\n"
    )
}

fn big_file(lines: usize, typed: bool) -> String {
    // Its first two lines are a header (the typist counts on it).
    let header = if typed {
        "use super::*;\nuse std::sync::atomic::Ordering;\n"
    } else {
        "use std::sync::atomic::Ordering;\n\n"
    };
    let mut text = String::from(header);
    let fns = lines.saturating_sub(2) / FN_LINES;
    for i in 0..fns {
        text.push_str(&a_fn(i));
    }
    text
}

/// The keystrokes: for each fn in turn, the statement typed after its first line, then
/// erased with backspace.
struct Typist {
    fns: usize,
    fn_index: usize,
    typed: Vec<char>,
    /// Where each typed character went: (byte offset, line, UTF-16 column).
    positions: Vec<(usize, u32, u32)>,
    erasing: bool,
}

/// One incremental change, in LSP (UTF-16) positions.
struct Change {
    range: [u32; 4],
    text: String,
}

impl Typist {
    fn next(&mut self, text: &mut String) -> Change {
        let script: Vec<char> = TYPED.chars().collect();
        if !self.erasing && self.typed.len() == script.len() {
            self.erasing = true;
        }
        if self.erasing && self.typed.is_empty() {
            self.erasing = false;
            self.fn_index = (self.fn_index + 37) % self.fns;
        }
        if self.erasing {
            let c = self.typed.pop().unwrap();
            let (offset, line, col) = self.positions.pop().unwrap();
            text.replace_range(offset..offset + c.len_utf8(), "");
            let end = if c == '\n' { [line + 1, 0] } else { [line, col + c.len_utf16() as u32] };
            return Change { range: [line, col, end[0], end[1]], text: String::new() };
        }
        let (offset, line, col) = match self.positions.last() {
            Some(&(o, l, c)) => {
                let prev = *self.typed.last().unwrap();
                if prev == '\n' { (o + 1, l + 1, 0) } else { (o + prev.len_utf8(), l, c + prev.len_utf16() as u32) }
            }
            None => {
                // The start of the fn's second line.
                let line = 2 + self.fn_index * FN_LINES + 1;
                (line_start(text, line), line as u32, 0)
            }
        };
        let c = script[self.typed.len()];
        text.insert(offset, c);
        self.typed.push(c);
        self.positions.push((offset, line, col));
        Change { range: [line, col, line, col], text: c.to_string() }
    }
}

fn line_start(text: &str, line: usize) -> usize {
    if line == 0 {
        return 0;
    }
    text.match_indices('\n').nth(line - 1).map_or(text.len(), |(i, _)| i + 1)
}

/// What the engine reports on `text` for every patch, as (start, end, message), sorted: what
/// `cocci check` prints.
/// Typed patches ask a fresh model of the crate at `root` about the file at `path`: a cold run.
fn engine_reports(text: &str, typed: bool, root: &std::path::Path, path: &std::path::Path) -> Vec<Reported> {
    let mut out = Vec::new();
    let model = sema::SemanticModel::new([root]);
    for (_, patch) in patches(typed) {
        let parsed = smpl::parse_patch(patch);
        let engine = engine::Engine::new(&parsed.patch);
        if !engine.may_match(text) {
            continue;
        }
        let answers = model.file(path, text);
        let sema = engine.needs_semantics().then_some(&answers as &dyn engine::sema::FileSemantics);
        let given = engine::Given { sema, ..engine::Given::default() };
        out.extend(reported(text, engine.apply_given(text, engine::Edition::Edition2021, given).reports));
    }
    out.sort();
    out
}

/// (RSS in MB, threads) of a process, from /proc.
fn rss_and_threads(pid: u32) -> Option<(f64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status.lines().find(|l| l.starts_with(name)).and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
    };
    Some((field("VmRSS:")? as f64 / 1024.0, field("Threads:")?))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn run(opts: Options) {
    let ws = tempfile::tempdir().unwrap();
    let root = ws.path();
    std::fs::create_dir_all(root.join("src")).unwrap();
    let manifest = "[package]\nname = \"load\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
    std::fs::write(root.join("Cargo.toml"), manifest).unwrap();
    for (name, text) in patches(opts.typed) {
        std::fs::write(root.join(name), text).unwrap();
    }
    let mut lib = String::from(TYPED_LIB);
    for f in 0..20 {
        let mut text: String =
            if opts.typed { "use super::*;\nuse std::sync::atomic::Ordering;\n".into() } else { String::new() };
        text.extend((0..10).map(|i| a_fn(f * 10 + i)));
        std::fs::write(root.join(format!("src/small{f:02}.rs")), text).unwrap();
        lib.push_str(&format!("mod small{f:02};\n"));
    }
    lib.push_str("mod big;\n");
    if opts.typed {
        std::fs::write(root.join("src/lib.rs"), lib).unwrap();
    }
    let big = root.join("src/big.rs");
    let mut text = big_file(opts.lines, opts.typed);
    std::fs::write(&big, &text).unwrap();

    let mut child = tokio::process::Command::new(std::env::current_exe().unwrap())
        .arg("--server")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("start the server");
    let pid = child.id().unwrap();
    let mut client = Client::connect(child.stdout.take().unwrap(), child.stdin.take().unwrap(), root);
    // Like VS Code and Neovim, the client resolves code actions' edits when one is picked
    // (unless --eager-edits).
    client.initialize_with(false, json!({}), !opts.eager_edits).await;
    client.scan_done().await;
    let opened = Instant::now();
    client.open(&big, "rust", 1, &text).await;
    let first = client.diagnostics_where(&big, |_, v| v == Some(1)).await;
    let first_after = opened.elapsed();
    // At rest: the file open, its diagnostics out, one request of each kind answered.
    let doc = json!({"uri": test_support::uri(&big)});
    let at = json!({"line": 3, "character": 45});
    client.request("textDocument/hover", json!({"textDocument": doc, "position": at})).await;
    let range = json!({"start": at, "end": at});
    client
        .request(
            "textDocument/codeAction",
            json!({"textDocument": doc, "range": range, "context": {"diagnostics": []}}),
        )
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (idle_rss, idle_threads) = rss_and_threads(pid).unwrap_or_default();
    println!(
        "cocci-lsp-load: {} lines, {} diagnostics at open; {} didChange/s for {} s{}",
        text.lines().count(),
        first.len(),
        opts.rate,
        opts.seconds,
        if opts.eager_edits { "; eager code-action edits" } else { "" }
    );
    println!("  first diagnostics {:.0} ms after opening", ms(first_after));
    println!("  idle: RSS {idle_rss:.0} MB, {idle_threads} threads");

    let fns = (text.lines().count() - 2) / FN_LINES;
    let client = Arc::new(client);
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    // Requests in between: a hover and a code action every 100 ms, at a match far from the
    // typing and at the line being typed.
    let requester = {
        let (client, stop, big) = (client.clone(), stop.clone(), big.clone());
        tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut tick = tokio::time::interval(Duration::from_millis(50));
            let mut n = 0u32;
            while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                tick.tick().await;
                n += 1;
                // The first fn's `unwrap`, or the fn being typed into.
                let line = if n % 4 < 2 { 3 } else { 2 + (fns / 2 * FN_LINES) as u32 + 1 };
                let doc = json!({"uri": test_support::uri(&big)});
                let (method, params) = if n.is_multiple_of(2) {
                    ("textDocument/hover", json!({"textDocument": doc, "position": {"line": line, "character": 45}}))
                } else {
                    let at = json!({"line": line, "character": 40});
                    let context = json!({"diagnostics": []});
                    (
                        "textDocument/codeAction",
                        json!({"textDocument": doc, "range": {"start": at, "end": at}, "context": context}),
                    )
                };
                let t = Instant::now();
                let answer = client.send_request(method, params).await;
                // A server that never answers counts as the whole wait.
                let _ = tokio::time::timeout(Duration::from_secs(60), answer).await;
                latencies.push((method, t.elapsed()));
            }
            latencies
        })
    };
    let sampler = {
        let stop = stop.clone();
        tokio::spawn(async move {
            let start = Instant::now();
            let mut samples = Vec::new();
            while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                if let Some(s) = rss_and_threads(pid) {
                    samples.push((start.elapsed(), s.0, s.1));
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            samples
        })
    };

    let mut typist = Typist { fns, fn_index: fns / 2, typed: Vec::new(), positions: Vec::new(), erasing: false };
    let start = Instant::now();
    let period = Duration::from_secs_f64(1.0 / opts.rate as f64);
    let mut version = 1;
    let mut aborted = None;
    let mut rss_checked = Instant::now();
    let mut last_change = Instant::now();
    while start.elapsed() < Duration::from_secs(opts.seconds) {
        // Changes due by now are sent at once (a slow pipe lowers the delivered rate).
        let due = (start.elapsed().as_secs_f64() * opts.rate as f64) as i64 + 1;
        while (version as i64) - 1 < due && start.elapsed() < Duration::from_secs(opts.seconds) {
            version += 1;
            let change = typist.next(&mut text);
            client.change(&big, version, change.range, &change.text).await;
            last_change = Instant::now();
        }
        if rss_checked.elapsed() > Duration::from_millis(200) {
            rss_checked = Instant::now();
            if let Some((rss, _)) = rss_and_threads(pid)
                && rss > opts.max_rss_mb as f64
            {
                aborted = Some((start.elapsed(), rss));
                break;
            }
        }
        tokio::time::sleep(period.min(Duration::from_millis(5))).await;
    }
    let sent_for = start.elapsed();
    let typing_ended = Instant::now();
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let latencies = requester.await.unwrap();
    let changes = version - 1;
    println!(
        "  sent {changes} changes in {:.1} s: {:.0}/s delivered",
        sent_for.as_secs_f64(),
        changes as f64 / sent_for.as_secs_f64()
    );
    // How often the typed-in file got diagnostics while the typing went on, and the longest
    // wait between two (from the first change).
    let mut shown: Vec<Instant> =
        client.published(&big).into_iter().map(|p| p.0).filter(|at| *at > start && *at < typing_ended).collect();
    shown.sort();
    let longest_gap = std::iter::once(start)
        .chain(shown.iter().copied())
        .chain(std::iter::once(typing_ended))
        .collect::<Vec<_>>()
        .windows(2)
        .map(|w| w[1] - w[0])
        .max()
        .unwrap_or_default();
    println!(
        "  diagnostics while typing: {} ({:.1}/s), longest wait {:.0} ms",
        shown.len(),
        shown.len() as f64 / sent_for.as_secs_f64(),
        ms(longest_gap)
    );
    if let Some((at, rss)) = aborted {
        println!("  ABORTED at {:.1} s: server RSS {rss:.0} MB over the limit", at.as_secs_f64());
    }

    // The final diagnostics: the last published for the final version.
    let final_version = version as i64;
    let wait = Instant::now();
    let mut final_diags = None;
    while wait.elapsed() < Duration::from_secs(120) {
        if client.arrival_of(&big, final_version).is_some() {
            // Anything more for this version would come now.
            tokio::time::sleep(Duration::from_secs(1)).await;
            final_diags = client.published(&big).into_iter().rev().find(|p| p.2 == Some(final_version));
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let samples = sampler.await.unwrap();
    let (after_rss, after_threads) = rss_and_threads(pid).unwrap_or_default();

    let max_rss = samples.iter().map(|s| s.1).fold(0.0, f64::max);
    let max_threads = samples.iter().map(|s| s.2).max().unwrap_or(0);
    let series: Vec<String> = samples.iter().step_by(4).map(|s| format!("{:.0}", s.1)).collect();
    println!("  RSS over time (MB, every second): {}", series.join(" "));
    let threads: Vec<String> = samples.iter().step_by(4).map(|s| s.2.to_string()).collect();
    println!("  threads over time: {}", threads.join(" "));
    println!(
        "  RSS max {max_rss:.0} MB ({:.1}x idle), threads max {max_threads}; after: {after_rss:.0} MB, {after_threads} threads",
        max_rss / idle_rss.max(1.0)
    );
    for (what, method) in
        [("requests", None), ("  hover", Some("textDocument/hover")), ("  codeAction", Some("textDocument/codeAction"))]
    {
        let mut sorted: Vec<Duration> =
            latencies.iter().filter(|l| method.is_none_or(|m| m == l.0)).map(|l| l.1).collect();
        sorted.sort();
        println!(
            "  {what}: {} answered, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            sorted.len(),
            ms(percentile(&sorted, 0.5)),
            ms(percentile(&sorted, 0.99)),
            ms(sorted.last().copied().unwrap_or_default())
        );
    }
    match final_diags {
        Some((at, diags, _)) => {
            let lag = at.saturating_duration_since(last_change);
            let cold = Instant::now();
            let expected = engine_reports(&text, opts.typed, root, &big);
            let cold = cold.elapsed();
            let got = published(&diags);
            println!("  final diagnostics {:.0} ms after the last change", ms(lag));
            println!(
                "  final diagnostics equal the engine's reports on the final text: {} ({} published, {} expected)",
                if got == expected { "yes" } else { "NO" },
                got.len(),
                expected.len()
            );
            println!(
                "  a cold run of the patches on the file (engine, fresh model): {:.0} ms; first diagnostics / cold run: {:.2}x",
                ms(cold),
                first_after.as_secs_f64() / cold.as_secs_f64()
            );
        }
        None => println!("  final diagnostics: NONE within 120 s of the last change"),
    }
    let exit = tokio::time::timeout(Duration::from_secs(10), async {
        client.request("shutdown", Value::Null).await;
        client.notify("exit", Value::Null).await;
        child.wait().await
    })
    .await;
    if exit.is_err() {
        println!("  the server did not exit within 10 s of `exit`: killed");
        let _ = child.kill().await;
    }
    drop(ws);
}
