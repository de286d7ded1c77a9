//! `apply --verify`'s compiler pass: the rewrites are built with `cargo check` in a scratch copy
//! of each Cargo workspace, before and after, and every rewrite that brings a new error (or a
//! new warning of a lint that signals changed behaviour) is backed out, one by one, until the
//! build is as clean as it was: like `cargo fix`, but per rewrite. A new diagnostic on the
//! lines a rewrite wrote names that rewrite; one elsewhere (in another file, on code no rewrite
//! touched) is traced to a rewrite by bisection (the first half of the rewrites is built alone,
//! then the half of that half that fails...).
//!
//! A file outside any Cargo workspace is built alone with `rustc --emit=metadata` as a library
//! of edition 2021.
//!
//! This is a build: the workspace's build scripts and proc macros run, as they do for
//! `cargo check`. What the workspace *configures* (its toolchain file, its cargo wrappers)
//! runs only with `--trust-workspace` ([`sema::toolchain_env`]). The user's files and target
//! folder are never touched: the copy has its own.

use engine::TextEdit;
use serde_json::Value;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Lints whose new warnings mean a rewrite changed what the code does.
pub const BEHAVIOUR_LINTS: &[&str] =
    &["unconditional_recursion", "unused_must_use", "unreachable_code", "unreachable_patterns", "overflowing_literals"];

/// One rewrite of a file, made or backed out as a whole.
#[derive(Clone)]
pub struct Change {
    /// Where it is reported: `line:col: rule`.
    pub label: String,
    pub edits: Vec<TextEdit>,
}

/// A file's rewrites: separate changes, or one change of the whole text (several rules).
#[derive(Clone)]
pub struct FileChanges {
    pub path: PathBuf,
    /// The text before (without a byte order mark).
    pub input: String,
    pub changes: Vec<Change>,
    /// The rewritten text when the changes cannot be made one by one.
    pub whole: Option<String>,
}

/// What the compiler pass decided.
#[derive(Default)]
pub struct Decided {
    /// For each file (by index), the changes kept.
    pub kept: HashMap<usize, Vec<bool>>,
    /// One line for each change backed out: `path:line:col: rule: refused by --verify (cargo
    /// check): error[E0308]: mismatched types`.
    pub refused: Vec<String>,
    /// Notes: what ran, and what could not be checked.
    pub notes: Vec<String>,
}

/// A new diagnostic: where (file relative to the workspace root, 1-based line of the new text)
/// and what.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Diag {
    file: String,
    line: usize,
    what: String,
}

/// The build command: `cargo check --all-targets` unless the user gave one.
pub struct BuildCommand {
    pub args: Vec<String>,
    pub env: Vec<(&'static str, String)>,
}

impl BuildCommand {
    pub fn new(user: Option<&str>, env: Vec<(&'static str, String)>) -> BuildCommand {
        let args = match user {
            Some(cmd) => cmd.split_whitespace().map(str::to_owned).collect(),
            None => ["cargo", "check", "--all-targets"].map(str::to_owned).to_vec(),
        };
        BuildCommand { args, env }
    }
}

/// Decides which changes of `files` are kept, workspace by workspace.
pub fn decide(files: &[FileChanges], command: &BuildCommand) -> Decided {
    let mut decided = Decided::default();
    let mut by_root: HashMap<PathBuf, Vec<usize>> = HashMap::new();
    for (i, f) in files.iter().enumerate() {
        decided.kept.insert(i, vec![true; f.changes.len().max(1)]);
        match workspace_root(&f.path, command) {
            Some(root) => by_root.entry(root).or_default().push(i),
            None => {
                if let Err(why) = decide_lone_file(files, i, command, &mut decided) {
                    decided.notes.push(format!("{}: cannot check with rustc: {why}", f.path.display()));
                }
            }
        }
    }
    let mut roots: Vec<_> = by_root.into_iter().collect();
    roots.sort();
    for (root, members) in roots {
        if let Err(why) = decide_workspace(&root, files, &members, command, &mut decided) {
            decided.notes.push(format!("{}: cannot check with cargo: {why}", root.display()));
        }
    }
    decided
}

/// The root of the Cargo workspace holding `path`, as cargo sees it.
fn workspace_root(path: &Path, command: &BuildCommand) -> Option<PathBuf> {
    let dir = path.parent()?;
    let mut cmd = Command::new(&command.args[0]);
    cmd.args(["locate-project", "--workspace", "--message-format", "plain"]).current_dir(dir);
    cmd.envs(command.env.iter().map(|(k, v)| (*k, v.as_str())));
    let out = cmd.output().ok()?;
    if !out.status.success() {
        return None;
    }
    let manifest = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    manifest.parent().map(Path::to_path_buf)
}

/// A file outside any Cargo workspace, built alone as a library crate of edition 2021 with
/// `rustc --emit=metadata` (no code generated), in a scratch folder.
fn decide_lone_file(
    files: &[FileChanges],
    i: usize,
    command: &BuildCommand,
    decided: &mut Decided,
) -> Result<(), String> {
    let path = &files[i].path;
    let absolute = path.canonicalize().map_err(|e| e.to_string())?;
    let (Some(dir), Some(name)) = (absolute.parent(), absolute.file_name()) else {
        return Err("no file name".into());
    };
    let scratch = tempfile::Builder::new().prefix("cocci-verify-").tempdir().map_err(|e| e.to_string())?;
    let copy = scratch.path().join("ws");
    std::fs::create_dir_all(&copy).map_err(|e| e.to_string())?;
    std::fs::copy(path, copy.join(name)).map_err(|e| e.to_string())?;
    let target = scratch.path().join("target");
    std::fs::create_dir_all(&target).map_err(|e| e.to_string())?;
    let lone = Some(PathBuf::from(name));
    let build = Build { root: dir, copy: &copy, target: &target, files, command, runs: Default::default(), lone };
    let result = back_out(&build, &[i], decided);
    decided.notes.push(format!("{}: not in a Cargo workspace: built alone with rustc", path.display()));
    result
}

/// One position in the changes of a workspace: file index and change index.
type Slot = (usize, usize);

fn decide_workspace(
    root: &Path,
    files: &[FileChanges],
    members: &[usize],
    command: &BuildCommand,
    decided: &mut Decided,
) -> Result<(), String> {
    let scratch = tempfile::Builder::new().prefix("cocci-verify-").tempdir().map_err(|e| e.to_string())?;
    let copy = scratch.path().join("ws");
    copy_tree(root, &copy).map_err(|e| format!("copying the workspace: {e}"))?;
    let target = scratch.path().join("target");
    let build = Build { root, copy: &copy, target: &target, files, command, runs: Default::default(), lone: None };
    let start = std::time::Instant::now();
    let result = back_out(&build, members, decided);
    decided.notes.push(format!(
        "{}: {} builds in {:.1} s",
        root.display(),
        build.runs.get(),
        start.elapsed().as_secs_f64()
    ));
    result
}

/// Backs out the changes of `members`' files that the build refuses, until it refuses none.
fn back_out(build: &Build, members: &[usize], decided: &mut Decided) -> Result<(), String> {
    let files = build.files;
    let before = build.run(&[])?;
    let mut slots: Vec<Slot> =
        members.iter().flat_map(|&f| (0..files[f].changes.len().max(1)).map(move |c| (f, c))).collect();
    // Each round backs out at least one change, or ends.
    for _ in 0..=slots.len() {
        let new = build.new_diagnostics(&slots, &before)?;
        let Some(first) = new.first() else { return Ok(()) };
        let hit: Vec<(Slot, Diag)> = new.iter().filter_map(|d| Some((build.change_at(&slots, d)?, d.clone()))).fold(
            Vec::new(),
            |mut acc, (s, d)| {
                if !acc.iter().any(|(t, _)| *t == s) {
                    acc.push((s, d));
                }
                acc
            },
        );
        let culprits = if hit.is_empty() {
            let culprit = build.first_failing(&slots, &before)?.unwrap_or(slots[0]);
            vec![(culprit, first.clone())]
        } else {
            hit
        };
        for (slot, diag) in culprits {
            slots.retain(|s| *s != slot);
            if let Some(kept) = decided.kept.get_mut(&slot.0) {
                kept[slot.1] = false;
            }
            decided.refused.push(build.refusal(slot, &diag));
        }
    }
    Ok(())
}

/// Builds of one workspace's copy with some of its changes made.
struct Build<'a> {
    root: &'a Path,
    copy: &'a Path,
    target: &'a Path,
    files: &'a [FileChanges],
    command: &'a BuildCommand,
    /// How many builds ran.
    runs: std::cell::Cell<usize>,
    /// A lone file (its name in the copy), built alone with rustc instead of cargo.
    lone: Option<PathBuf>,
}

impl Build<'_> {
    /// The copy's files with the changes of `slots` made (the others as they were), then the
    /// build's diagnostics that count.
    fn run(&self, slots: &[Slot]) -> Result<Vec<Diag>, String> {
        for (f, file) in self.files.iter().enumerate() {
            let Ok(rel) = file.path.canonicalize().map_err(drop).and_then(|p| {
                p.strip_prefix(self.root.canonicalize().map_err(drop)?).map(Path::to_path_buf).map_err(drop)
            }) else {
                continue;
            };
            let text = self.text_of(f, slots);
            let dest = self.copy.join(rel);
            if std::fs::read_to_string(&dest).ok().as_deref() != Some(text.as_str()) {
                std::fs::write(&dest, text).map_err(|e| e.to_string())?;
            }
        }
        self.runs.set(self.runs.get() + 1);
        let mut cmd = match &self.lone {
            None => {
                let mut cmd = Command::new(&self.command.args[0]);
                cmd.args(&self.command.args[1..]).arg("--message-format=json");
                cmd.env("CARGO_TARGET_DIR", self.target);
                cmd
            }
            Some(file) => {
                let rustc = self.command.env.iter().find(|(k, _)| *k == "RUSTC").map_or("rustc", |(_, v)| v);
                let mut cmd = Command::new(rustc);
                cmd.args(["--error-format=json", "--emit=metadata", "--crate-type=lib", "--edition=2021", "-o"]);
                cmd.arg(self.target.join("lone.rmeta")).arg(file);
                cmd
            }
        };
        cmd.current_dir(self.copy).envs(self.command.env.iter().map(|(k, v)| (*k, v.as_str())));
        let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", self.command.args.join(" ")))?;
        // cargo gives its messages on stdout; rustc alone its diagnostics on stderr.
        let messages = if self.lone.is_some() { &out.stderr } else { &out.stdout };
        let diags = parse_messages(&String::from_utf8_lossy(messages), self.copy);
        if !out.status.success() && diags.is_empty() {
            let err = String::from_utf8_lossy(&out.stderr);
            let last = err.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("").trim().to_owned();
            return Err(format!("`{}` failed: {last}", self.command.args.join(" ")));
        }
        Ok(diags)
    }

    /// File `f`'s text with its changes among `slots` made.
    fn text_of(&self, f: usize, slots: &[Slot]) -> String {
        let file = &self.files[f];
        if let Some(whole) = &file.whole {
            return if slots.contains(&(f, 0)) { whole.clone() } else { file.input.clone() };
        }
        let edits: Vec<&TextEdit> = (0..file.changes.len())
            .filter(|c| slots.contains(&(f, *c)))
            .flat_map(|c| file.changes[c].edits.iter())
            .collect();
        apply(&file.input, &edits).0
    }

    /// The diagnostics of a build with `slots` made that the build before did not have
    /// (compared by file and what they say, not by line: lines move with the edits).
    fn new_diagnostics(&self, slots: &[Slot], before: &[Diag]) -> Result<Vec<Diag>, String> {
        let mut old: Vec<(&str, &str)> = before.iter().map(|d| (d.file.as_str(), d.what.as_str())).collect();
        let after = self.run(slots)?;
        Ok(after
            .into_iter()
            .filter(|d| match old.iter().position(|o| *o == (d.file.as_str(), d.what.as_str())) {
                Some(i) => {
                    old.swap_remove(i);
                    false
                }
                None => true,
            })
            .collect())
    }

    /// The change among `slots` whose new lines hold the diagnostic's line.
    fn change_at(&self, slots: &[Slot], d: &Diag) -> Option<Slot> {
        let f = self.files.iter().position(|file| self.relative(&file.path).as_deref() == Some(d.file.as_str()))?;
        let file = &self.files[f];
        if file.whole.is_some() {
            return slots.contains(&(f, 0)).then_some((f, 0));
        }
        let mine: Vec<usize> = (0..file.changes.len()).filter(|c| slots.contains(&(f, *c))).collect();
        let edits: Vec<(usize, &TextEdit)> =
            mine.iter().flat_map(|&c| file.changes[c].edits.iter().map(move |e| (c, e))).collect();
        let (text, placed) = apply(&file.input, &edits.iter().map(|(_, e)| *e).collect::<Vec<_>>());
        let line_of = |offset: usize| text[..offset.min(text.len())].matches('\n').count() + 1;
        placed.iter().zip(&edits).find_map(|((start, end), (c, _))| {
            (line_of(*start) <= d.line && d.line <= line_of(*end)).then_some((f, *c))
        })
    }

    /// The first change of `slots` that, made with those before it, brings a new diagnostic:
    /// by halving the prefix.
    fn first_failing(&self, slots: &[Slot], before: &[Diag]) -> Result<Option<Slot>, String> {
        let (mut lo, mut hi) = (0, slots.len());
        if self.new_diagnostics(slots, before)?.is_empty() {
            return Ok(None);
        }
        // Invariant: the first `lo` pass, the first `hi` fail.
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if self.new_diagnostics(&slots[..mid], before)?.is_empty() {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Ok(Some(slots[hi - 1]))
    }

    fn relative(&self, path: &Path) -> Option<String> {
        let path = path.canonicalize().ok()?;
        let rel = path.strip_prefix(self.root.canonicalize().ok()?).ok()?;
        Some(rel.to_string_lossy().replace('\\', "/"))
    }

    fn refusal(&self, (f, c): Slot, d: &Diag) -> String {
        let file = &self.files[f];
        let label = file.changes.get(c).map(|ch| ch.label.as_str()).unwrap_or("the rewrite");
        let by = if self.lone.is_some() { "rustc" } else { "cargo check" };
        format!("{}:{label}: refused by --verify ({by}): {}", file.path.display(), d.what)
    }
}

/// `text` with `edits` (of `text`, disjoint) made, and where each edit's new text lies.
pub(crate) fn apply(text: &str, edits: &[&TextEdit]) -> (String, Vec<(usize, usize)>) {
    let mut order: Vec<usize> = (0..edits.len()).collect();
    order.sort_by_key(|&i| edits[i].range.start());
    let mut out = String::with_capacity(text.len());
    let mut placed = vec![(0, 0); edits.len()];
    let mut at = 0;
    for i in order {
        let e = edits[i];
        let (start, end) = (usize::from(e.range.start()), usize::from(e.range.end()));
        if start < at {
            continue;
        }
        out.push_str(&text[at..start]);
        placed[i] = (out.len(), out.len() + e.text.len());
        out.push_str(&e.text);
        at = end;
    }
    out.push_str(&text[at..]);
    (out, placed)
}

/// The diagnostics that count in cargo's JSON messages: errors, and warnings of
/// [`BEHAVIOUR_LINTS`]; at their primary span, with a file relative to the workspace.
fn parse_messages(stdout: &str, copy: &Path) -> Vec<Diag> {
    let mut out = Vec::new();
    for line in stdout.lines() {
        let Ok(v) = serde_json::from_str::<Value>(line) else { continue };
        // cargo wraps rustc's diagnostics; rustc alone prints them bare.
        let m = if v["reason"] == "compiler-message" {
            &v["message"]
        } else if v["$message_type"] == "diagnostic" {
            &v
        } else {
            continue;
        };
        let level = m["level"].as_str().unwrap_or("");
        let code = m["code"]["code"].as_str().unwrap_or("");
        let counts = level == "error" || (level == "warning" && BEHAVIOUR_LINTS.contains(&code));
        if !counts {
            continue;
        }
        let Some(span) = m["spans"].as_array().and_then(|s| s.iter().find(|s| s["is_primary"] == true)) else {
            continue;
        };
        let name = span["file_name"].as_str().unwrap_or("");
        let file = Path::new(name).strip_prefix(copy).unwrap_or(Path::new(name)).to_string_lossy().replace('\\', "/");
        let code = if code.is_empty() { String::new() } else { format!("[{code}]") };
        out.push(Diag {
            file,
            line: span["line_start"].as_u64().unwrap_or(0) as usize,
            what: format!("{level}{code}: {}", m["message"].as_str().unwrap_or("")),
        });
    }
    out
}

/// Copies a workspace's files (not its `target` folder nor its version control's) to `to`.
fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        if name == "target" || name == ".git" || name == ".hg" || name == ".jj" {
            continue;
        }
        let kind = entry.file_type()?;
        let dest = to.join(&name);
        if kind.is_dir() {
            copy_tree(&entry.path(), &dest)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &dest)?;
        } else if kind.is_symlink() {
            // Links are copied as the files they lead to (a folder's link is left out).
            if entry.path().is_file() {
                std::fs::copy(entry.path(), &dest)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_and_behaviour_lints_count_other_warnings_do_not() {
        let msg = |level: &str, code: &str| {
            serde_json::json!({"reason": "compiler-message", "message": {
                "level": level, "code": {"code": code}, "message": "m",
                "spans": [{"file_name": "/ws/src/lib.rs", "line_start": 3, "is_primary": true}]}})
            .to_string()
        };
        let out = [msg("error", "E0308"), msg("warning", "unconditional_recursion"), msg("warning", "dead_code")];
        let diags = parse_messages(&out.join("\n"), Path::new("/ws"));
        let whats: Vec<&str> = diags.iter().map(|d| d.what.as_str()).collect();
        assert_eq!(whats, ["error[E0308]: m", "warning[unconditional_recursion]: m"]);
        assert!(diags.iter().all(|d| d.file == "src/lib.rs" && d.line == 3));
    }

    #[test]
    fn applied_edits_say_where_their_text_went() {
        let edit =
            |a: u32, b: u32, t: &str| TextEdit { range: engine::TextRange::new(a.into(), b.into()), text: t.into() };
        let (e1, e2) = (edit(0, 1, "xyz"), edit(4, 5, ""));
        let (text, placed) = apply("a\nb\nc\n", &[&e2, &e1]);
        assert_eq!(text, "xyz\nb\n\n");
        assert_eq!(placed, [(6, 6), (0, 3)]);
    }
}
