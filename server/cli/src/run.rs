//! `apply` and `check`: the patch is parsed once, files are processed in parallel, and results
//! are printed in file order.

use engine::{Engine, Outcome};
use project::edition::Editions;
use rayon::prelude::*;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub enum Mode {
    Apply { in_place: bool },
    Check { json: bool },
}

/// What processing one file produced, printed once every file is done.
#[derive(Default)]
struct FileResult {
    stdout: String,
    stderr: Vec<String>,
    failed: bool,
    matched: bool,
}

pub fn run(mode: Mode, patch_path: &Path, paths: &[PathBuf], jobs: Option<usize>) -> ExitCode {
    let patch_name = patch_path.display().to_string();
    let text = match std::fs::read_to_string(patch_path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read {patch_name}: {e}");
            return ExitCode::from(2);
        }
    };
    let parsed = smpl::parse_patch(&text);
    if !parsed.errors.is_empty() {
        for e in &parsed.errors {
            eprintln!("{}", e.render(&patch_name, &text));
        }
        return ExitCode::from(2);
    }
    let files = match project::files::collect(paths) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let engine = Engine::new(&parsed.patch);
    let editions = Editions::default();
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(jobs.unwrap_or(0)).build() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: cannot start threads: {e}");
            return ExitCode::from(2);
        }
    };
    let results: Vec<FileResult> =
        pool.install(|| files.par_iter().map(|f| process(&mode, &engine, &editions, f)).collect());
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = false;
    let mut matched = false;
    for r in &results {
        for line in &r.stderr {
            eprintln!("{line}");
        }
        let _ = out.write_all(r.stdout.as_bytes());
        failed |= r.failed;
        matched |= r.matched;
    }
    let _ = out.flush();
    match mode {
        _ if failed => ExitCode::from(2),
        Mode::Check { .. } if matched => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    }
}

fn process(mode: &Mode, engine: &Engine, editions: &Editions, path: &Path) -> FileResult {
    let mut r = FileResult::default();
    let name = path.display().to_string();
    let text = match std::fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => {
                r.stderr.push(format!("{name}: error: not valid UTF-8, skipped"));
                r.failed = true;
                return r;
            }
        },
        Err(e) => {
            r.stderr.push(format!("{name}: error: cannot read: {e}"));
            r.failed = true;
            return r;
        }
    };
    if !engine.may_match(&text) {
        return r;
    }
    let outcome = engine.apply(&text, editions.for_file(path));
    if outcome.syntax_errors > 0 {
        r.stderr.push(format!(
            "{name}: warning: {} syntax error{}; matched where the file parses",
            outcome.syntax_errors,
            if outcome.syntax_errors == 1 { "" } else { "s" }
        ));
    }
    for p in &outcome.problems {
        let at = p.at.map(|lc| format!("{}:{}:", lc.line, lc.col)).unwrap_or_default();
        r.stderr.push(format!("{name}:{at} error: {}: {}", p.rule, p.message));
        r.failed = true;
    }
    r.matched = !outcome.reports.is_empty();
    match mode {
        Mode::Apply { in_place } => {
            if outcome.changed {
                if *in_place {
                    if let Err(e) = crate::write::atomic_write(path, &outcome.text) {
                        r.stderr.push(format!("{name}: error: cannot write: {e}"));
                        r.failed = true;
                    }
                } else {
                    r.stdout = diff(&name, &text, &outcome);
                }
            }
        }
        Mode::Check { json } => {
            for rep in &outcome.reports {
                if *json {
                    let obj = serde_json::json!({
                        "file": name,
                        "line": rep.start.line,
                        "column": rep.start.col,
                        "end_line": rep.end.line,
                        "end_column": rep.end.col,
                        "rule": rep.rule,
                        "message": rep.message,
                    });
                    r.stdout.push_str(&obj.to_string());
                } else {
                    r.stdout.push_str(&format!(
                        "{name}:{}:{}: {}: {}",
                        rep.start.line, rep.start.col, rep.rule, rep.message
                    ));
                }
                r.stdout.push('\n');
            }
        }
    }
    r
}

fn diff(name: &str, old: &str, outcome: &Outcome) -> String {
    similar::TextDiff::from_lines(old, &outcome.text)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{name}"), &format!("b/{name}"))
        .to_string()
}
