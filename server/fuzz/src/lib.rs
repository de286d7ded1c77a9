//! A fuzzing harness that runs on the stable toolchain: four targets, each a
//! function from bytes to the properties it checks, and a driver that feeds them seeds from
//! `test-data/fuzz/TARGET/` and mutations of them (no coverage feedback: mutations of
//! structured seeds, and patches generated from a grammar by `arbitrary`).
//!
//! - `smpl`: any text given to the SmPL parser: no panic, errors inside the text, and a patch
//!   that parses runs on a small file without panicking.
//! - `engine`: a patch (generated, or a seed's, mutated) on mutated Rust: no panic, the result
//!   parses where the input parsed, bytes outside the reported changes unchanged (and the
//!   reported fixes make the result), idempotence on input that parses (a second run may
//!   change only what the first added), and the server's whole-file edit gives the CLI's
//!   result.
//! - `server`: a byte stream read as the server reads its input: no panic, and every body
//!   framed again reads back as the same message.
//! - `session`: an editor session against a server in this process (`session.rs`): edits of
//!   the open patch and Rust file at any position, code actions, hovers; the server answers
//!   every request, shuts down cleanly, and ends publishing what `cocci check` reports.
//!
//! No stack overflow: the driver runs everything on a thread with the stack the CLI and the
//! server give their workers, and `scripts/fuzz` reports an input that aborts the process.

pub mod generate;
pub mod session;

use engine::{Engine, ReportKind};
use ra_ap_syntax::{Edition, SourceFile};
use std::panic::AssertUnwindSafe;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Smpl,
    Engine,
    Server,
    Session,
}

impl Target {
    pub const ALL: [Target; 4] = [Target::Smpl, Target::Engine, Target::Server, Target::Session];

    pub fn name(self) -> &'static str {
        match self {
            Target::Smpl => "smpl",
            Target::Engine => "engine",
            Target::Server => "server",
            Target::Session => "session",
        }
    }

    pub fn from_name(name: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Checks the target's properties on `data`; a panic is a failure too.
    pub fn check(self, data: &[u8]) -> Result<(), String> {
        let run = AssertUnwindSafe(|| match self {
            Target::Smpl => smpl_target(&String::from_utf8_lossy(data)),
            Target::Engine => engine_target(&EngineCase::decode(data)),
            Target::Server => server_target(data),
            Target::Session => session::session_target(&session::SessionCase::decode(data)),
        });
        match std::panic::catch_unwind(run) {
            Ok(r) => r,
            Err(e) => {
                let message = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                Err(format!("panic: {message}"))
            }
        }
    }
}

/// What does not parse and what does: a small file that patches run on.
const SMALL_FILE: &str = "fn f(x: Option<u8>) -> u8 {\n    let v = foo(x).unwrap();\n    bar(v.len(), 1)\n}\n";

pub fn smpl_target(text: &str) -> Result<(), String> {
    let parsed = smpl::parse_patch(text);
    for e in &parsed.errors {
        if usize::from(e.range.end()) > text.len() {
            return Err(format!("error {:?} past the end of the patch ({} bytes)", e, text.len()));
        }
    }
    if parsed.errors.is_empty() {
        let out = Engine::standard(&parsed.patch).apply(SMALL_FILE, Edition::Edition2021);
        if !out.changed && out.text != SMALL_FILE {
            return Err("unchanged, yet the text differs".into());
        }
    }
    Ok(())
}

/// A patch and a Rust text, stored as the patch, a separator line, and the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineCase {
    pub patch: String,
    pub rust: String,
    /// Applying the patch twice must give the same as once.
    pub idempotent: bool,
}

const SEPARATOR: &str = "//===== rust\n";
const SEPARATOR_IDEMPOTENT: &str = "//===== rust, idempotent\n";

impl EngineCase {
    pub fn decode(data: &[u8]) -> EngineCase {
        let text = String::from_utf8_lossy(data);
        for (sep, idempotent) in [(SEPARATOR_IDEMPOTENT, true), (SEPARATOR, false)] {
            if let Some(at) = text.find(sep) {
                let (patch, rust) = (text[..at].to_owned(), text[at + sep.len()..].to_owned());
                // A mutation may have given a generated patch a shape that is not idempotent.
                let idempotent = idempotent && generate::shape_allows_idempotence(&patch);
                return EngineCase { patch, rust, idempotent };
            }
        }
        EngineCase { patch: text.into_owned(), rust: String::new(), idempotent: false }
    }

    pub fn encode(&self) -> Vec<u8> {
        let sep = if self.idempotent { SEPARATOR_IDEMPOTENT } else { SEPARATOR };
        format!("{}{sep}{}", self.patch, self.rust).into_bytes()
    }
}

fn errors(text: &str) -> usize {
    SourceFile::parse(text, Edition::Edition2021).errors().len()
}

pub fn engine_target(case: &EngineCase) -> Result<(), String> {
    let parsed = smpl::parse_patch(&case.patch);
    if !parsed.errors.is_empty() {
        return Ok(());
    }
    let engine = Engine::standard(&parsed.patch);
    let input = &case.rust;
    let out = engine.apply(input, Edition::Edition2021);
    if out.changed != (out.text != *input) {
        return Err(format!(
            "changed is {} but the text {} differ",
            out.changed,
            if out.changed { "does not" } else { "does" }
        ));
    }
    // The result parses where the input parsed.
    if out.changed && errors(input) == 0 && errors(&out.text) > 0 {
        return Err(format!("the result does not parse:\n{}", out.text));
    }
    // Bytes outside the reported changes are unchanged.
    let changes: Vec<&engine::Report> = out.reports.iter().filter(|r| r.kind == ReportKind::Change).collect();
    if out.changed {
        if changes.is_empty() {
            return Err("the text changed with no change reported".into());
        }
        // A change's fix may reach past its report (the comma of a deleted argument).
        let ranges = changes.iter().flat_map(|r| std::iter::once(r.range).chain(r.fix.iter().map(|f| f.range)));
        let lo = ranges.clone().map(|r| usize::from(r.start())).min().unwrap_or(0);
        let hi = ranges.map(|r| usize::from(r.end())).max().unwrap_or(0);
        let tail = input.len().saturating_sub(hi);
        let out_bytes = out.text.as_bytes();
        if lo > input.len() || hi > input.len() || out_bytes.len() < lo + tail {
            return Err(format!("changes {lo}..{hi} outside the input ({} bytes)", input.len()));
        }
        if input.as_bytes()[..lo] != out_bytes[..lo] || input.as_bytes()[hi..] != out_bytes[out_bytes.len() - tail..] {
            return Err(format!("bytes outside the changes ({lo}..{hi}) changed:\n{}", out.text));
        }
        // Each change's fix, made alone where they do not overlap, gives the result.
        if changes.iter().all(|r| !r.fix.is_empty())
            && let Some(fixed) = apply_fixes(input, changes.iter().flat_map(|r| r.fix.iter()))
            && fixed != out.text
        {
            return Err(format!("the reported fixes give\n{fixed}\nthe result is\n{}", out.text));
        }
    }
    // Only on input that parses: on broken input, a rewrite can change how the parser
    // recovers, and so what matches on a second run (`+ f(x); // c` comments out the rest of
    // a broken line).
    if case.idempotent && out.changed && errors(input) == 0 {
        let again = engine.apply(&out.text, Edition::Edition2021);
        // `+` code that the pattern matches again (`+ f(x.unwrap())` for `- E.unwrap()`)
        // changes once more on a second run: the patch's doing, when every change of the
        // second run is in code the first added.
        let added = added_ranges(&changes);
        let only_in_added = again.reports.iter().filter(|r| r.kind == ReportKind::Change).all(|r| {
            let r = std::ops::Range::<usize>::from(r.range);
            added.iter().any(|a| a.start <= r.start && r.end <= a.end)
        });
        if again.text != out.text && !only_in_added {
            return Err(format!("not idempotent: once\n{}\ntwice\n{}", out.text, again.text));
        }
    }
    // The server offers the CLI's result.
    let server = test_support::fuzz::server_result(input, &case.patch, Edition::Edition2021);
    if server != out.text {
        return Err(format!("the server's edit gives\n{server}\nthe CLI's\n{}", out.text));
    }
    Ok(())
}

/// `text` with the edits made, or `None` where two overlap (nested rewrites report both).
/// Where the reported fixes' new texts stand in the result (fixes in the input's offsets, not
/// overlapping, as `apply_fixes` checks).
fn added_ranges(changes: &[&engine::Report]) -> Vec<std::ops::Range<usize>> {
    let mut fixes: Vec<&engine::TextEdit> = changes.iter().flat_map(|r| r.fix.iter()).collect();
    fixes.sort_by_key(|e| (e.range.start(), std::cmp::Reverse(e.range.end())));
    // A nested change's fix lies inside its container's (whose text includes it).
    let mut outer: Vec<&engine::TextEdit> = Vec::new();
    for f in fixes {
        if outer.last().is_none_or(|o| !o.range.contains_range(f.range)) {
            outer.push(f);
        }
    }
    let mut delta = 0isize;
    let mut out = Vec::new();
    for f in outer {
        let start = (usize::from(f.range.start()) as isize + delta) as usize;
        out.push(start..start + f.text.len());
        delta += f.text.len() as isize - usize::from(f.range.len()) as isize;
    }
    out
}

fn apply_fixes<'a>(text: &str, edits: impl Iterator<Item = &'a engine::TextEdit>) -> Option<String> {
    let mut edits: Vec<&engine::TextEdit> = edits.collect();
    edits.sort_by_key(|e| (e.range.start(), e.range.end()));
    edits.dedup_by(|a, b| a.range == b.range && a.text == b.text);
    let mut out = String::new();
    let mut at = 0usize;
    for e in edits {
        let r = std::ops::Range::<usize>::from(e.range);
        if r.start < at || !text.is_char_boundary(r.start) || !text.is_char_boundary(r.end) || r.end > text.len() {
            return None;
        }
        out.push_str(&text[at..r.start]);
        out.push_str(&e.text);
        at = r.end;
    }
    out.push_str(&text[at..]);
    Some(out)
}

pub fn server_target(data: &[u8]) -> Result<(), String> {
    use test_support::fuzz::{Message, read_all};
    for (body, what) in read_all(data) {
        let Some(body) = body else { continue };
        let mut framed = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
        framed.extend_from_slice(&body);
        let again = read_all(&framed);
        let same = matches!(&again[..], [(Some(b), w)] if *b == body && *w == what);
        if !same {
            return Err(format!(
                "{what:?} framed again reads as {:?}",
                again.iter().map(|m| &m.1).collect::<Vec<&Message>>()
            ));
        }
    }
    Ok(())
}

/// How long a run goes on.
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    Iterations(usize),
    Until(std::time::Instant),
}

/// One failing input, and what failed.
#[derive(Debug, Clone)]
pub struct Finding {
    pub input: Vec<u8>,
    pub failure: String,
}

/// Runs `target` on mutations of `seeds` (and, for the engine, generated patches) from the
/// random `seed`; `before` sees each input first (the CLI keeps it on disk, in case it aborts
/// the process). Returns the failures, one per distinct first line of failure.
pub fn fuzz(
    target: Target,
    seeds: &[Vec<u8>],
    seed: u64,
    budget: Budget,
    mut before: impl FnMut(&[u8]),
) -> (usize, Vec<Finding>) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut findings: Vec<Finding> = Vec::new();
    let mut runs = 0usize;
    let empty = [Vec::new()];
    let seeds = if seeds.is_empty() { &empty[..] } else { seeds };
    loop {
        match budget {
            Budget::Iterations(n) if runs >= n => break,
            Budget::Until(t) if std::time::Instant::now() >= t => break,
            _ => {}
        }
        runs += 1;
        let base = &seeds[rng.usize(0..seeds.len())];
        let input = match target {
            Target::Engine if rng.bool() => {
                let bytes: Vec<u8> = (0..rng.usize(8..256)).map(|_| rng.u8(..)).collect();
                let mut u = arbitrary::Unstructured::new(&bytes);
                let Ok(p) = generate::patch(&mut u) else { continue };
                let mut case = EngineCase::decode(base);
                if rng.bool() {
                    case.rust = String::from_utf8_lossy(&generate::mutate(&mut rng, case.rust.as_bytes())).into_owned();
                }
                EngineCase { patch: p.text, rust: case.rust, idempotent: p.idempotent }.encode()
            }
            // A session: new steps, or the seed's mutated (its files now and then too).
            Target::Session => {
                let mut case = session::SessionCase::decode(base);
                if rng.bool() || case.ops.is_empty() {
                    case.ops = (0..rng.usize(8..160)).map(|_| rng.u8(..)).collect();
                } else {
                    case.ops = generate::mutate(&mut rng, &case.ops);
                }
                if rng.u8(..4) == 0 {
                    case.files.rust =
                        String::from_utf8_lossy(&generate::mutate(&mut rng, case.files.rust.as_bytes())).into_owned();
                }
                case.encode()
            }
            _ => generate::mutate(&mut rng, base),
        };
        before(&input);
        if let Err(failure) = target.check(&input) {
            let key = failure.lines().next().unwrap_or("").to_owned();
            if !findings.iter().any(|f| f.failure.lines().next() == Some(key.as_str())) {
                findings.push(Finding { input, failure });
            }
        }
    }
    (runs, findings)
}

/// The inputs stored for `target` under `dir` (`test-data/fuzz`): its seeds and the findings
/// kept as regressions, sorted by name.
pub fn stored(dir: &std::path::Path, target: Target) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut out: Vec<(std::path::PathBuf, Vec<u8>)> = std::fs::read_dir(dir.join(target.name()))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .filter_map(|p| Some((p.clone(), std::fs::read(&p).ok()?)))
        .collect();
    out.sort();
    out
}

/// Runs `f` on a thread with the stack the CLI and the server give their workers.
pub fn on_worker_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(engine::STACK_SIZE)
        .spawn(f)
        .expect("a thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e))
}
