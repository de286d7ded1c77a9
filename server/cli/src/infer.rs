//! `cocci infer BEFORE AFTER`: the patch an example edit gives (see `engine::infer`), on
//! stdout; each change it could not make a rule of, on stderr as `BEFORE:line:col: ...`.
//! `cocci infer --git REV`: the same over every Rust file the working tree changed since REV,
//! the rules of all files in one patch (a rule two files give, once), checked on each file.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// One example: a file's name (for messages) and its two versions.
struct Example {
    name: String,
    before: String,
    after: String,
    path: PathBuf,
}

/// `typed`: metavariables declared with the types the semantic model knows for their code
/// (see `engine::infer::infer_typed`), each rule checked with the model.
pub fn run(before: Option<&Path>, after: Option<&Path>, git: Option<&str>, typed: bool) -> ExitCode {
    let examples = match (before, after, git) {
        (Some(b), Some(a), None) => {
            let read = |p: &Path| std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()));
            match (read(b), read(a)) {
                (Ok(before), Ok(after)) => {
                    vec![Example { name: b.display().to_string(), before, after, path: b.to_path_buf() }]
                }
                (Err(e), _) | (_, Err(e)) => return fail(&e),
            }
        }
        (None, None, Some(rev)) => match from_git(rev) {
            Ok(examples) => examples,
            Err(e) => return fail(&e),
        },
        _ => return fail("give BEFORE and AFTER, or --git REV"),
    };
    // One model for every example's workspace, asked about each file's text before the edit.
    let model = typed.then(|| sema::SemanticModel::new(examples.iter().map(|e| e.path.clone())));
    let answers: Vec<Option<sema::SemaFile>> =
        examples.iter().map(|ex| model.as_ref().map(|m| m.file(&ex.path, &ex.before))).collect();
    let sema_of = |i: usize| answers[i].as_ref().map(|a| a as &dyn engine::sema::FileSemantics);
    let mut rules: Vec<String> = Vec::new();
    let (mut changes, mut refused) = (0, 0);
    // Each file's edition and its own patch, for the check of all rules together below.
    let mut own: Vec<(engine::Edition, String)> = Vec::new();
    for (i, ex) in examples.iter().enumerate() {
        let edition = project::edition::Editions::default().for_file(&ex.path);
        let inferred = engine::infer::infer_typed(&ex.before, &ex.after, edition, sema_of(i));
        changes += inferred.changes;
        refused += inferred.refused.len();
        let lines = smpl::LineIndex::new(&ex.before);
        for (range, why) in &inferred.refused {
            let at = lines.line_col(range.start);
            eprintln!("{}:{}:{}: this change is not in the patch: {why}", ex.name, at.line, at.col);
        }
        for rule in inferred.rules {
            if !rules.contains(&rule) {
                rules.push(rule);
            }
        }
        own.push((edition, inferred.patch));
    }
    if changes == 0 {
        eprintln!("no change to infer a patch from");
        return ExitCode::from(1);
    }
    let patch = rules.join("\n");
    // Rules from several files, together: each file must still get only its own changes.
    let mut overdone = 0;
    if examples.len() > 1 {
        let parsed = smpl::parse_patch(&patch);
        let engine = engine::Engine::new(&parsed.patch);
        for (i, (ex, (edition, own_patch))) in examples.iter().zip(&own).enumerate() {
            let edition = *edition;
            let given = || engine::Given { sema: sema_of(i), ..Default::default() };
            let own_parsed = smpl::parse_patch(own_patch);
            let want = engine::Engine::new(&own_parsed.patch).apply_given(&ex.before, edition, given()).text;
            if engine.apply_given(&ex.before, edition, given()).text != want {
                eprintln!("{}: the other files' rules change this file where the example does not", ex.name);
                overdone += 1;
            }
        }
    }
    print!("{patch}");
    eprintln!("{} of {changes} changes in the patch", changes - refused);
    if refused == 0 && overdone == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

/// The Rust files the working tree changed since `rev`: each with its text at `rev` and now.
/// git runs with what a repository's configuration could make it run turned off (an fsmonitor
/// hook, external diff and text conversion programs): a repository is not trusted for this.
fn from_git(rev: &str) -> Result<Vec<Example>, String> {
    let git = |args: &[&str]| -> Result<String, String> {
        let out = Command::new("git")
            .args(["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"])
            .args(args)
            .output()
            .map_err(|e| format!("cannot run git: {e}"))?;
        if !out.status.success() {
            return Err(format!("git {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()));
        }
        String::from_utf8(out.stdout).map_err(|_| format!("git {}: not UTF-8", args.join(" ")))
    };
    let root = PathBuf::from(git(&["rev-parse", "--show-toplevel"])?.trim());
    let names =
        git(&["diff", "--no-ext-diff", "--no-textconv", "--name-only", "--diff-filter=M", "-z", rev, "--", "*.rs"])?;
    let mut out = Vec::new();
    for name in names.split('\0').filter(|n| !n.is_empty()) {
        let path = root.join(name);
        let before = git(&["show", "--no-textconv", &format!("{rev}:{name}")])?;
        let after = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        out.push(Example { name: name.to_owned(), before, after, path });
    }
    if out.is_empty() {
        return Err(format!("no Rust file changed since {rev}"));
    }
    Ok(out)
}
