//! `apply` and `check`: the patch is parsed once, files are processed in parallel, and results
//! are printed in file order.

use crate::columns::{Columns, Positions};
use crate::output::{self, Format, Placed, sarif};
use crate::write;
use engine::Engine;
use project::edition::Editions;
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub enum Mode {
    Apply { in_place: bool, exit_code: bool, verify: bool },
    Check { format: Format, columns: Columns },
}

/// What both commands share besides the patch and the paths.
#[derive(Default)]
pub struct Options {
    pub jobs: Option<usize>,
    pub select: project::files::Select,
    /// Macros whose arguments are never matched or rewritten.
    pub opaque_macros: Vec<String>,
    /// Virtual rules defined (`-D name`).
    pub defines: Vec<String>,
}

/// A file may begin with a byte order mark; rustc ignores it, and so does matching.
const BOM: &str = "\u{feff}";

/// What processing one file produced, printed once every file is done.
#[derive(Default)]
struct FileResult {
    stdout: String,
    /// Lines for stderr, each with whether it is an error (a problem).
    stderr: Vec<(bool, String)>,
    sarif: Vec<serde_json::Value>,
    matches: usize,
    changed: bool,
    /// Candidates skipped because the semantic model could not tell their type.
    unknown_types: usize,
}

impl FileResult {
    fn error(&mut self, line: String) {
        self.stderr.push((true, line));
    }

    fn problems(&self) -> usize {
        self.stderr.iter().filter(|(e, _)| *e).count()
    }
}

pub fn run(mode: Mode, patch_path: &Path, paths: &[PathBuf], opts: &Options) -> ExitCode {
    let patch_name = patch_path.display().to_string();
    if let Mode::Check { format: Format::Sarif, columns } = mode
        && sarif::column_kind(columns).is_none()
    {
        eprintln!("error: SARIF counts columns in characters or UTF-16 code units: use --columns chars or utf16");
        return ExitCode::from(2);
    }
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
    let collected = match project::files::select(paths, &opts.select) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let files = collected.files;
    if files.is_empty() {
        // An error, not a clean pass: a CI gate over a mistyped or over-filtered path must fail.
        let named: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        eprintln!("error: no Rust files in {}", named.join(", "));
        return ExitCode::from(2);
    }
    for f in &collected.empty_folders {
        eprintln!("warning: no Rust files in {}", f.display());
    }
    if let Mode::Apply { in_place: true, .. } = mode {
        clean_leftovers(&files);
    }
    let mut engine = Engine::new(&parsed.patch).with_opaque_macros(&opts.opaque_macros);
    if let Err(unknown) = engine.define(&opts.defines) {
        eprintln!(
            "error: -D {}: the patch declares no such virtual rule (declared: {})",
            unknown.join(", -D "),
            if parsed.patch.virtuals.is_empty() { "none".to_owned() } else { parsed.patch.virtuals.join(", ") }
        );
        return ExitCode::from(2);
    }
    // The semantic model is loaded only for patches that need it, and only on the first
    // question (files the prefilter rejects never ask).
    let verify = matches!(mode, Mode::Apply { verify: true, .. });
    let model = (engine.needs_semantics() || verify).then(|| sema::SemanticModel::new(paths.iter().cloned()));
    let editions = Editions::default();
    let pool = match crate::stack::pool(opts.jobs) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: cannot start threads: {e}");
            return ExitCode::from(2);
        }
    };
    let results: Vec<FileResult> =
        pool.install(|| files.par_iter().map(|f| process(&mode, &engine, model.as_ref(), &editions, f)).collect());
    for message in model.as_ref().map(|m| m.take_messages()).unwrap_or_default() {
        eprintln!("note: semantic model: {message}");
    }
    finish(&mode, &patch_name, &parsed.patch, engine.needs_semantics(), results)
}

/// Prints the results in file order, then SARIF's log or apply's summary; the exit status.
fn finish(mode: &Mode, patch_name: &str, patch: &engine::Patch, typed: bool, results: Vec<FileResult>) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let (mut problems, mut matches, mut changed, mut unknown) = (0, 0, 0, 0);
    let mut notes = Vec::new();
    let mut sarif_results = Vec::new();
    for r in results {
        for (error, line) in &r.stderr {
            eprintln!("{line}");
            notes.push(sarif::Notification { error: *error, text: line.clone() });
        }
        let _ = out.write_all(r.stdout.as_bytes());
        problems += r.problems();
        matches += r.matches;
        changed += usize::from(r.changed);
        unknown += r.unknown_types;
        sarif_results.extend(r.sarif);
    }
    if let Mode::Check { format: Format::Sarif, columns } = mode {
        let log = sarif::log(patch_name, patch, *columns, sarif_results, &notes, problems == 0);
        let _ = writeln!(out, "{log:#}");
    }
    let _ = out.flush();
    // Typed patterns skip code whose type the model cannot tell: say how much.
    let skipped = if unknown > 0 {
        format!(", {} skipped (type or name unknown)", count(unknown, "candidate", "candidates"))
    } else {
        String::new()
    };
    if let Mode::Apply { .. } = mode {
        eprintln!(
            "{}, {}, {}{skipped}",
            count(matches, "match", "matches"),
            count(changed, "file changed", "files changed"),
            count(problems, "problem", "problems")
        );
    } else if let Mode::Check { format, .. } = mode {
        // A typed patch's JSON ends with a summary when it could not check some candidates
        // (only then: readers of the lines expect matches).
        if *format == Format::Json && typed && unknown > 0 {
            let summary = serde_json::json!({ "summary": { "matches": matches, "skipped_unknown_type": unknown } });
            let _ = writeln!(out, "{summary}");
        } else if unknown > 0 && *format != Format::Json {
            eprintln!("{}{skipped}", count(matches, "match", "matches"));
        }
    }
    match mode {
        _ if problems > 0 => ExitCode::from(2),
        Mode::Check { .. } if matches > 0 => ExitCode::from(1),
        Mode::Apply { exit_code: true, .. } if changed > 0 => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    }
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Removes what killed `--in-place` runs left in the folders about to be written.
fn clean_leftovers(files: &[PathBuf]) {
    let dirs: BTreeSet<PathBuf> =
        files.iter().filter_map(|f| f.canonicalize().ok()).filter_map(|f| f.parent().map(Path::to_path_buf)).collect();
    let removed = write::leftovers::clean(dirs.iter().map(PathBuf::as_path));
    if removed > 0 {
        eprintln!("note: removed {} left by an interrupted run", count(removed, "temporary file", "temporary files"));
    }
}

fn process(
    mode: &Mode,
    engine: &Engine,
    model: Option<&sema::SemanticModel>,
    editions: &Editions,
    path: &Path,
) -> FileResult {
    let mut r = FileResult::default();
    let name = path.display().to_string();
    let text = match std::fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => {
                r.error(format!("{name}: error: not valid UTF-8, skipped"));
                return r;
            }
        },
        Err(e) => {
            r.error(format!("{name}: error: cannot read: {e}"));
            return r;
        }
    };
    let (bom, body) = match text.strip_prefix(BOM) {
        Some(rest) => (BOM, rest),
        None => ("", text.as_str()),
    };
    if !engine.may_match(body) {
        return r;
    }
    let answers = model.filter(|_| engine.needs_semantics()).map(|m| m.file(path, body));
    let sema = answers.as_ref().map(|a| a as &dyn engine::sema::FileSemantics);
    let given = engine::Given { path: Some(&name), sema, ..Default::default() };
    let mut outcome = engine.apply_given(body, editions.for_file(path), given);
    r.unknown_types = outcome.unknown_types;
    if let (Mode::Apply { verify: true, .. }, Some(model)) = (mode, model)
        && outcome.changed
    {
        let verified = crate::verify::verify(model, path, body, &outcome);
        for line in verified.refused {
            r.error(format!("{name}:{line}"));
        }
        outcome.changed = verified.text != body;
        outcome.text = verified.text;
    }
    if outcome.syntax_errors > 0 {
        r.stderr.push((
            false,
            format!(
                "{name}: warning: {} syntax error{}; matched where the file parses",
                outcome.syntax_errors,
                if outcome.syntax_errors == 1 { "" } else { "s" }
            ),
        ));
    }
    for p in &outcome.problems {
        let at = p.at.map(|lc| format!("{}:{}:", lc.line, lc.col)).unwrap_or_default();
        let rule = if p.rule.is_empty() { String::new() } else { format!("{}: ", p.rule) };
        r.error(format!("{name}:{at} error: {rule}{}", p.message));
    }
    r.matches = outcome.reports.len();
    match mode {
        Mode::Apply { in_place, .. } => {
            if outcome.changed {
                let new = format!("{bom}{}", outcome.text);
                if *in_place {
                    match write::in_place(path, text.as_bytes(), new.as_bytes()) {
                        Ok(written) => {
                            r.changed = true;
                            if let Some(target) = written.through_link {
                                let note =
                                    format!("{name}: note: a symbolic link; wrote its target {}", target.display());
                                r.stderr.push((false, note));
                            }
                            if written.was_read_only {
                                let note = format!("{name}: warning: read-only; written as this user may, mode kept");
                                r.stderr.push((false, note));
                            }
                        }
                        Err(e) => r.error(format!("{name}: error: {e}")),
                    }
                } else {
                    r.changed = true;
                    r.stdout = diff(&name, &text, &new);
                }
            }
        }
        Mode::Check { format, columns } => {
            let at = Positions::new(body, *columns);
            for rep in &outcome.reports {
                let placed = Placed::new(&name, rep, &at);
                match format {
                    Format::Sarif => r.sarif.push(sarif::result(&placed)),
                    _ => r.stdout.push_str(&output::line(*format, &placed)),
                }
            }
        }
    }
    r
}

fn diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{name}"), &format!("b/{name}"))
        .to_string()
}
