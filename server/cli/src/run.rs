//! `apply` and `check`: the patch is parsed once, files are processed in parallel, and results
//! are printed in file order.

use crate::columns::{Columns, Positions};
use crate::output::{self, Format, Placed, sarif};
use crate::verify_build;
use crate::write;
use apply::count;
use engine::Engine;
use project::edition::Editions;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::Ordering;

pub enum Mode {
    /// `json`: one JSON object a changed file, with its edits, instead of a diff.
    Apply {
        in_place: bool,
        exit_code: bool,
        verify: bool,
        json: bool,
    },
    Check {
        format: Format,
        columns: Columns,
    },
}

pub use crate::options::Options;

/// What processing one file produced, printed once every file is done.
#[derive(Default)]
struct FileResult {
    stdout: String,
    /// Lines for stderr, each with whether it is an error (a problem).
    stderr: Vec<(bool, String)>,
    sarif: Vec<serde_json::Value>,
    /// Changes made (or, without `--in-place`, shown).
    matches: usize,
    /// Matches left as they were because their rewrite would have been wrong.
    refused: usize,
    changed: bool,
    /// Candidates skipped because the semantic model could not tell their type, by reason.
    unknown_types: usize,
    /// Macro calls not looked into (see `apply::Counts::macros_not_entered`).
    macros_not_entered: usize,
    skipped_by: std::collections::BTreeMap<&'static str, usize>,
    /// `apply --verify`: the changes left for the compiler pass; written or diffed after it.
    pending: Option<Pending>,
    /// `apply --verify`: how long rust-analyzer's pass took on this file.
    verify_time: std::time::Duration,
    /// Paths of the patch that named nothing at its fixed place (patch offset, text).
    unresolved: Vec<engine::UnresolvedPath>,
}

/// A file's changes waiting for `--verify`'s compiler pass.
struct Pending {
    changes: verify_build::FileChanges,
    /// The file's whole text, and its byte order mark.
    text: String,
    bom: &'static str,
}

impl FileResult {
    fn error(&mut self, line: String) {
        self.stderr.push((true, line));
    }

    fn say(&mut self, m: apply::Message) {
        self.stderr.push((m.error, m.text));
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
    // Warnings never change the exit code; printed first, so errors (if any) end the output.
    let Some((text, parsed)) = crate::snippet::load_patch(patch_path, &opts.iso_files) else {
        return ExitCode::from(2);
    };
    // `-`: the one file is stdin, and `apply` prints its new text (a filter for editors and
    // pipes). It has no place in a workspace: no semantic model, nothing to write in place.
    let stdin = match paths {
        [only] if only.as_os_str() == "-" => match read_stdin(&mode) {
            Ok(text) => Some(text),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        },
        _ => None,
    };
    let collected = match &stdin {
        Some(_) => Ok(project::files::Collected { files: vec![PathBuf::from("-")], empty_folders: Vec::new() }),
        None => project::files::select(paths, &opts.select),
    };
    let collected = match collected {
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
    if !opts.isos {
        engine = engine.without_isos();
    }
    if let Err(unknown) = engine.define(&opts.defines) {
        eprintln!(
            "error: -D {}: the patch declares no such virtual rule (declared: {})",
            unknown.join(", -D "),
            if parsed.patch.virtuals.is_empty() { "none".to_owned() } else { parsed.patch.virtuals.join(", ") }
        );
        return ExitCode::from(2);
    }
    // Initialize code runs once, before any file; its failure stops the run.
    let (scripts, init_lines) = match apply::scripts::Scripts::start(&parsed.patch) {
        Ok(started) => started,
        Err(e) => {
            eprintln!("{}", output::script::failure(&patch_name, &e));
            return ExitCode::from(2);
        }
    };
    // Script rules beside initialize or finalize code change the state they share, as spatch's
    // do, one file at a time; others run side by side, each from what initialize left.
    let shares_state = apply::scripts::shares_state(&parsed.patch);
    let scripts = std::sync::Arc::new(if shares_state { scripts.changing() } else { scripts });
    let engine = engine.with_scripts(scripts.clone());
    // The semantic model loads on the first question about a file of a workspace (files the
    // prefilter rejects never ask). Made for every run: patches that need no model ask it only
    // before a rewrite that could be wrong without it (`Given::guard`), and most never do.
    // Scripts that share state run in the files' order, as spatch runs them: one file at a time.
    let jobs = if shares_state { Some(1) } else { opts.jobs };
    let pool = match crate::stack::pool(jobs) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: cannot start threads: {e}");
            return ExitCode::from(2);
        }
    };
    let verifying = matches!(mode, Mode::Apply { verify: true, .. });
    let wants_background = engine.needs_semantics() && stdin.is_none() && !verifying;
    let model = crate::model::RunModel::new(paths, opts, pool.current_num_threads(), wants_background);
    let editions = Editions::default();
    let progress = crate::progress::Progress::start(files.len(), model.loading_probe());
    let mut results: Vec<FileResult> = crate::order::in_path_order(
        &pool,
        &files,
        |f| {
            let r = process(&mode, &engine, &model, &editions, f, stdin.as_deref(), opts, &patch_name);
            progress.counters().files_done.fetch_add(1, Ordering::Relaxed);
            progress.counters().matches.fetch_add(r.matches, Ordering::Relaxed);
            r
        },
        // The model drops what only the files before it needed.
        |first_left| model.passed(first_left),
    );
    let on_terminal = progress.is_shown();
    progress.finish();
    let loaded = model.summary();
    // On a terminal, where someone waits for it, how long the model took to load.
    if on_terminal && let Some(note) = loaded.note() {
        eprintln!("{note}");
    }
    if let Mode::Apply { in_place, verify: true, json, .. } = mode {
        compiler_pass(&mut results, in_place, json, opts);
    }
    warn_unresolved(&patch_name, &text, &results);
    // A typed patch whose model could not load did not check what it was asked to: a gate
    // must not pass on that (unless told to).
    let unloaded = engine.needs_semantics() && loaded.failed;
    let fails = unloaded && !opts.allow_skips;
    for message in loaded.messages {
        eprintln!("{}: semantic model: {message}", if fails { "error" } else { "note" });
    }
    if fails {
        eprintln!(
            "error: the semantic model could not be loaded: typed candidates were not checked (--allow-skips to exit 0 anyway)"
        );
    }
    // Finalize code runs once, after every file; what initialize and finalize print frames
    // the files' results.
    let (final_lines, final_failed) = match scripts.finish(&parsed.patch) {
        Ok(lines) => (lines, false),
        Err(e) => {
            eprintln!("{}", output::script::failure(&patch_name, &e));
            (Vec::new(), true)
        }
    };
    let mut now = |line: String| eprintln!("{line}");
    let once = Once {
        before: script_text(&mode, None, &init_lines, &mut now),
        after: script_text(&mode, None, &final_lines, &mut now),
    };
    let status = finish(&mode, &patch_name, &parsed.patch, engine.needs_semantics(), results, once);
    if fails || final_failed { ExitCode::from(2) } else { status }
}

/// What initialize and finalize code printed, for stdout before and after the files' results.
struct Once {
    before: String,
    after: String,
}

/// Script lines as stdout shows them in `mode`; SARIF's become notes for stderr, given to
/// `note` (a file's are kept with its results, so threads do not interleave them).
fn script_text(
    mode: &Mode,
    file: Option<&str>,
    lines: &[engine::scripts::ScriptLine],
    note: &mut dyn FnMut(String),
) -> String {
    let format = match mode {
        Mode::Check { format, .. } => *format,
        Mode::Apply { json: true, .. } => Format::Json,
        Mode::Apply { .. } => Format::Text,
    };
    let mut text = String::new();
    for l in lines {
        match output::script::line(format, file, l) {
            Some(shown) => text.push_str(&shown),
            None => note(format!("note: {}: {}", l.rule, l.text)),
        }
    }
    text
}

/// Prints the results in file order, then SARIF's log or apply's summary; the exit status.
fn finish(
    mode: &Mode,
    patch_name: &str,
    patch: &engine::Patch,
    typed: bool,
    results: Vec<FileResult>,
    once: Once,
) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = out.write_all(once.before.as_bytes());
    let (mut problems, mut matches, mut changed, mut unknown, mut refused) = (0, 0, 0, 0, 0);
    let mut macros_not_entered = 0;
    let mut skipped_by = std::collections::BTreeMap::new();
    let mut notes = Vec::new();
    let mut sarif_results = Vec::new();
    let (files, shown) = (results.len(), shown_as(mode));
    for r in results {
        for (error, line) in &r.stderr {
            eprintln!("{}", crate::paint::diagnostic(line));
            notes.push(sarif::Notification { error: *error, text: line.clone() });
        }
        let _ = out.write_all(crate::paint::results(shown, &r.stdout).as_bytes());
        problems += r.problems();
        matches += r.matches;
        refused += r.refused;
        changed += usize::from(r.changed);
        unknown += r.unknown_types;
        macros_not_entered += r.macros_not_entered;
        for (kind, n) in &r.skipped_by {
            *skipped_by.entry(*kind).or_default() += n;
        }
        sarif_results.extend(r.sarif);
    }
    let _ = out.write_all(once.after.as_bytes());
    if let Mode::Check { format: Format::Sarif, columns } = mode {
        let log = sarif::log(patch_name, patch, *columns, sarif_results, &notes, problems == 0);
        let _ = writeln!(out, "{log:#}");
    }
    let _ = out.flush();
    // Typed patterns skip code whose type the model cannot tell: say how much.
    let counts = apply::Counts {
        matches,
        refused,
        files_changed: changed,
        problems,
        skipped: unknown,
        skipped_by,
        macros_not_entered,
    };
    if let Mode::Apply { .. } = mode {
        eprintln!("{}", counts.summary());
    } else if let Mode::Check { format, .. } = mode {
        // A typed patch's JSON ends with a summary when it could not check some candidates
        // (only then: readers of the lines expect matches).
        if *format == Format::Json && typed && unknown > 0 {
            let summary = serde_json::json!({ "summary": {
                "matches": matches,
                "skipped_unknown_type": unknown,
                "skipped_by_reason": counts.skipped_by,
            } });
            let _ = writeln!(out, "{summary}");
        }
        eprintln!("{}", counts.check_summary(files));
    }
    match mode {
        _ if problems > 0 => ExitCode::from(2),
        Mode::Check { .. } if matches > 0 => ExitCode::from(1),
        Mode::Apply { exit_code: true, .. } if changed > 0 => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    }
}

/// How a mode's stdout is coloured on a terminal.
fn shown_as(mode: &Mode) -> crate::paint::Results {
    match mode {
        Mode::Apply { json: false, .. } => crate::paint::Results::Diff,
        Mode::Apply { .. } => crate::paint::Results::Plain,
        Mode::Check { format: Format::Text, .. } => crate::paint::Results::CheckLines,
        Mode::Check { .. } => crate::paint::Results::Plain,
    }
}

/// Says once for each path of the patch that named nothing at the patch's fixed place (std's
/// prelude, crates by name, a name one item of the graph has) that code was compared with it
/// as written, and why: ambiguous (with what it could mean), no item so named, or unknown.
fn warn_unresolved(patch_name: &str, patch_text: &str, results: &[FileResult]) {
    use engine::sema::Unresolved;
    let mut by_path: BTreeMap<(u32, &str), Option<&Unresolved>> = BTreeMap::new();
    for p in results.iter().flat_map(|r| &r.unresolved) {
        let why = by_path.entry((p.origin, p.path.as_str())).or_default();
        *why = why.or(p.why.as_ref());
    }
    for ((offset, path), why) in by_path {
        let at = smpl::LineCol::of(patch_text, offset as usize);
        let place = format!("{patch_name}:{}:{}", at.line, at.col);
        let as_written = "code is matched where it is written the same";
        match why {
            Some(Unresolved::Ambiguous { candidates }) => eprintln!(
                "{place}: warning: `{path}` is ambiguous (`{}`): {as_written}; write the full path to match it \
                 by meaning",
                candidates.join("`, `")
            ),
            Some(Unresolved::NamesNothing) => {
                eprintln!("{place}: warning: `{path}` names no item of std or of this workspace's crates: {as_written}")
            }
            // A first segment that is no type (`parking_lot::Mutex` where the crate is no
            // dependency, so no code can name it either) is not worth a word.
            None if !path.starts_with(|c: char| c.is_uppercase()) => {}
            None => eprintln!(
                "{place}: warning: `{path}` names no type of std's prelude or of a crate by name: {as_written}; \
                 write its crate first (`mycrate::...`) to match it by meaning"
            ),
        }
    }
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

/// The text of stdin, for the path `-`; refused where the mode would write or build files.
fn read_stdin(mode: &Mode) -> Result<String, String> {
    if let Mode::Apply { in_place, verify, .. } = mode
        && (*in_place || *verify)
    {
        return Err("`-` (stdin) has no file to write or build: drop --in-place and --verify".into());
    }
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map_err(|e| format!("cannot read stdin: {e}"))?;
    String::from_utf8(bytes).map_err(|_| "stdin is not UTF-8".into())
}

/// The name stdin's text goes by in messages and output.
const STDIN: &str = "<stdin>";

#[allow(clippy::too_many_arguments)]
fn process(
    mode: &Mode,
    engine: &Engine,
    model: &crate::model::RunModel,
    editions: &Editions,
    path: &Path,
    stdin: Option<&str>,
    opts: &Options,
    patch_name: &str,
) -> FileResult {
    let mut r = FileResult::default();
    let name = if stdin.is_some() { STDIN.to_owned() } else { path.display().to_string() };
    let read = match stdin {
        Some(text) => Ok(text.as_bytes().to_vec()),
        None => std::fs::read(path),
    };
    let text = match read {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => {
                r.say(apply::Message::not_utf8(&name));
                return r;
            }
        },
        Err(e) => {
            r.say(apply::Message::cannot_read(&name, &e));
            return r;
        }
    };
    let file = apply::FileIn {
        name: &name,
        text: &text,
        edition: editions.for_file(path),
        semantics: stdin.is_none().then_some((model.workspace(), path)),
        doctests: opts.doctests,
        macro_bodies: opts.macro_bodies,
        expand_macros: opts.expand_macros,
    };
    let mut applied = apply::run(engine, file);
    let (bom, body) = (applied.bom(), applied.body());
    let counts = applied.counts();
    (r.unknown_types, r.skipped_by) = (counts.skipped, counts.skipped_by.clone());
    r.macros_not_entered = counts.macros_not_entered;
    if opts.explain_skips {
        explain(mode, &applied, &mut r);
    }
    let Some(outcome) = applied.outcome.as_mut() else {
        // Nothing to match: stdin still passes through.
        if stdin.is_some() && matches!(mode, Mode::Apply { json: false, .. }) {
            r.stdout.push_str(&text);
        }
        return r;
    };
    r.unresolved = std::mem::take(&mut outcome.unresolved_paths);
    // The changes made: those `--verify` keeps, when it runs.
    let mut made = outcome.reports.len();
    if let Mode::Apply { verify: true, .. } = mode
        && outcome.changed
    {
        let start = std::time::Instant::now();
        let verified = crate::verify::verify(model.local(), path, body, outcome);
        r.verify_time = start.elapsed();
        for line in &verified.refused {
            r.error(format!("{name}:{line}"));
        }
        // `*` lines' reports change nothing, so --verify refuses none of them.
        let changes = outcome.reports.iter().filter(|r| r.kind == engine::ReportKind::Change).count();
        let kept = match &verified.kept {
            Some(kept) => kept.len(),
            None if verified.text == body => 0,
            None => changes,
        };
        r.refused += changes - kept;
        made = kept;
        outcome.changed = verified.text != body;
        if outcome.changed {
            r.pending = Some(pending(path, &text, bom, body, outcome, &verified));
        }
        outcome.text = verified.text;
    }
    for m in applied.messages_in(patch_name) {
        r.say(m);
    }
    // Script rules' lines come first, as spatch prints them while it works through the file;
    // in `check`, a report line is a finding like a match.
    let script_lines = applied.outcome.as_ref().map_or(&[][..], |o| &o.script_lines[..]);
    let mut notes = Vec::new();
    r.stdout.push_str(&script_text(mode, Some(&name), script_lines, &mut |n| notes.push(n)));
    r.stderr.extend(notes.into_iter().map(|n| (false, n)));
    if let Mode::Check { .. } = mode {
        made += script_lines.iter().filter(|l| l.kind == engine::scripts::LineKind::Report).count();
    }
    r.matches = made;
    r.refused += counts.refused;
    match mode {
        // Stdin's new text (or its text, unchanged) goes to stdout, as a filter's does.
        Mode::Apply { json: false, .. } if stdin.is_some() => {
            let new = applied.new_text();
            r.changed = new.is_some();
            r.stdout.push_str(new.as_deref().unwrap_or(&text));
        }
        Mode::Apply { in_place, json, .. } => {
            if let Some(new) = applied.new_text().filter(|_| r.pending.is_none()) {
                let name = if stdin.is_some() { Path::new(STDIN) } else { path };
                emit(*in_place, *json, name, &text, &new, &mut r);
            }
            // What `*` lines found, as spatch's context mode shows it (after the rewrite's
            // diff, which never holds them).
            if !*in_place && !*json {
                let found = applied.outcome.iter().flat_map(|o| &o.reports);
                let found: Vec<_> =
                    found.filter(|rep| rep.kind == engine::ReportKind::Found).map(|rep| rep.range).collect();
                r.stdout.push_str(&apply::context_diff(&name, body, &found));
            }
        }
        Mode::Check { format, columns } => {
            let at = Positions::new(body, *columns);
            for rep in applied.outcome.iter().flat_map(|o| &o.reports) {
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

/// `--explain-skips`: each skipped candidate, as a note on stderr or, for `check --format
/// json`, as a `skip` object a line.
fn explain(mode: &Mode, applied: &apply::Applied, r: &mut FileResult) {
    let Some(outcome) = &applied.outcome else { return };
    if let Mode::Check { format: Format::Json, .. } = mode {
        for s in &outcome.skips {
            let at = s.at.map(|range| smpl::LineCol::of(applied.body(), range.start().into()));
            let skip = serde_json::json!({ "skip": {
                "file": applied.name(),
                "line": at.map(|lc| lc.line),
                "column": at.map(|lc| lc.col),
                "rule": s.rule,
                "kind": s.reason.kind(),
                "reason": s.reason.to_string(),
            } });
            r.stdout.push_str(&format!("{skip}\n"));
        }
        return;
    }
    for m in applied.skip_messages() {
        r.say(m);
    }
}

/// Writes the new text of the file at `path` (`--in-place`), or puts its diff in `r`.
fn emit(in_place: bool, json: bool, path: &Path, text: &str, new: &str, r: &mut FileResult) {
    let name = path.display().to_string();
    // After what script rules printed for the file.
    if json {
        r.stdout.push_str(&output::edits::json(&name, text, new, in_place));
    } else if !in_place {
        r.stdout.push_str(&apply::diff(&name, text, new));
    }
    if !in_place {
        r.changed = true;
        return;
    }
    match write::in_place(path, text.as_bytes(), new.as_bytes()) {
        Ok(written) => {
            r.changed = true;
            if let Some(target) = written.through_link {
                let note = format!("{name}: note: a symbolic link; wrote its target {}", target.display());
                r.stderr.push((false, note));
            }
            if written.was_read_only {
                let note = format!("{name}: warning: read-only; written as this user may, mode kept");
                r.stderr.push((false, note));
            }
        }
        Err(e) => r.error(format!("{name}: error: {e}")),
    }
}

/// The changes rust-analyzer's pass kept, for the compiler pass.
fn pending(
    path: &Path,
    text: &str,
    bom: &'static str,
    body: &str,
    outcome: &engine::Outcome,
    verified: &crate::verify::Verified,
) -> Pending {
    let changes = match &verified.kept {
        Some(kept) => kept
            .iter()
            .map(|&i| {
                let rep = &outcome.reports[i];
                verify_build::Change {
                    label: format!("{}:{}: {}", rep.start_in(body).line, rep.start_in(body).col, rep.rule),
                    edits: rep.fix.clone(),
                }
            })
            .collect(),
        None => Vec::new(),
    };
    let whole = verified.kept.is_none().then(|| verified.text.clone());
    Pending {
        changes: verify_build::FileChanges { path: path.to_path_buf(), input: body.to_owned(), changes, whole },
        text: text.to_owned(),
        bom,
    }
}

/// `--verify`'s second pass: the changes rust-analyzer kept are built with cargo (see
/// [`verify_build`]); what the build refuses is backed out, the rest written or diffed.
fn compiler_pass(results: &mut [FileResult], in_place: bool, json: bool, opts: &Options) {
    let analysed: std::time::Duration = results.iter().map(|r| r.verify_time).sum();
    let waiting: Vec<usize> = (0..results.len()).filter(|&i| results[i].pending.is_some()).collect();
    if waiting.is_empty() {
        return;
    }
    eprintln!("note: --verify: rust-analyzer's pass took {:.1} s", analysed.as_secs_f64());
    let env = match sema::toolchain_env(opts.trust) {
        Ok(env) => env,
        Err(why) => {
            eprintln!("error: --verify: {why}");
            Vec::new()
        }
    };
    let command = verify_build::BuildCommand::new(opts.verify_cmd.as_deref(), env);
    eprintln!(
        "note: --verify builds each workspace with `{}` in a copy of it (its build scripts and proc macros run)",
        command.args.join(" ")
    );
    let pendings: Vec<Pending> = waiting.iter().filter_map(|&i| results[i].pending.take()).collect();
    let files: Vec<verify_build::FileChanges> = pendings.iter().map(|p| p.changes.clone()).collect();
    let decided = verify_build::decide(&files, &command);
    for note in &decided.notes {
        eprintln!("note: --verify: {note}");
    }
    for (k, (&i, p)) in waiting.iter().zip(&pendings).enumerate() {
        let kept = decided.kept.get(&k).cloned().unwrap_or_default();
        let body = match &p.changes.whole {
            Some(whole) if kept.first() == Some(&true) => whole.clone(),
            Some(_) => p.changes.input.clone(),
            None => {
                let edits: Vec<&engine::TextEdit> =
                    p.changes.changes.iter().zip(&kept).filter(|(_, k)| **k).flat_map(|(c, _)| &c.edits).collect();
                verify_build::apply(&p.changes.input, &edits).0
            }
        };
        let r = &mut results[i];
        let name = p.changes.path.display().to_string();
        for line in decided.refused.iter().filter(|l| l.starts_with(&format!("{name}:"))) {
            r.error(line.clone());
            r.matches -= 1;
            r.refused += 1;
        }
        if body != p.changes.input {
            emit(in_place, json, &p.changes.path, &p.text, &format!("{}{body}", p.bom), r);
        }
    }
}
