//! docs/tutorial.md, run: every command it shows gives the output it shows, and every file it
//! shows is the file in `test-data/tutorial/`. The README's first command too.
//!
//! The conventions of the tutorial's Markdown (and the README's):
//!
//! - A ```` ```console ```` block holds commands and their output. A line starting with `$ ` is a
//!   command: `cocci` and its arguments, separated by spaces (an argument may be quoted with `'`
//!   or `"`, without escapes); `cargo run --release -- ARGS` stands for `cocci ARGS` (cargo's own
//!   messages are not shown). The lines after it, up to the next `$ ` line or the end of the
//!   block, are what it prints: its standard output, then its standard error (where `apply`
//!   writes its closing summary), exactly, but for `[..]` in a line of output, which stands for
//!   any text on that line (a time, which differs from run to run). No lines: it prints nothing.
//! - The commands run in order, from the root of the repository, on a copy of
//!   `test-data/tutorial/` (so `--in-place` in one step changes what the next steps see, as it
//!   would for the reader, and the repository's files stay as they are).
//! - A code block right after a line `<!-- file: PATH -->` shows the file PATH (relative to the
//!   repository's root): its text must be the file's text.
//! - Every file under `test-data/tutorial/` is named somewhere in the tutorial.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// A command of a console block, with the output shown under it.
struct Step {
    line: usize,
    args: Vec<String>,
    output: String,
}

/// A code block shown as the text of a file.
struct Shown {
    line: usize,
    path: String,
    text: String,
}

/// Splits a command line on spaces; `'..'` and `".."` group (no escapes).
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote = None;
    let mut any = false;
    for c in s.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (None, ' ') => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    assert!(quote.is_none(), "unclosed quote in `{s}`");
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn parse(md: &str) -> (Vec<Step>, Vec<Shown>) {
    let lines: Vec<&str> = md.lines().collect();
    let mut steps = Vec::new();
    let mut shown = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(info) = lines[i].strip_prefix("```") else {
            i += 1;
            continue;
        };
        let open = i;
        let end = (open + 1..lines.len())
            .find(|&k| lines[k] == "```")
            .unwrap_or_else(|| panic!("line {}: unclosed block", open + 1));
        let body = &lines[open + 1..end];
        if let Some(path) =
            open.checked_sub(1).and_then(|p| lines[p].strip_prefix("<!-- file: ")).and_then(|r| r.strip_suffix(" -->"))
        {
            let text: String = body.iter().map(|l| format!("{l}\n")).collect();
            shown.push(Shown { line: open + 1, path: path.to_owned(), text });
        }
        if info.trim() == "console" {
            let mut k = 0;
            while k < body.len() {
                let cmd = body[k].strip_prefix("$ ").unwrap_or_else(|| {
                    panic!("line {}: a console block starts with a `$ ` command, not `{}`", open + 2 + k, body[k])
                });
                let args = words(cmd);
                let program = if args.first().map(String::as_str) == Some("cocci") {
                    1
                } else if args.starts_with(&["cargo", "run", "--release", "--"].map(String::from)) {
                    4
                } else {
                    panic!("line {}: only `cocci` (or `cargo run --release --`) commands run: `{cmd}`", open + 2 + k)
                };
                let out_end = (k + 1..body.len()).find(|&j| body[j].starts_with("$ ")).unwrap_or(body.len());
                let output: String = body[k + 1..out_end].iter().map(|l| format!("{l}\n")).collect();
                steps.push(Step { line: open + 2 + k, args: args[program..].to_vec(), output });
                k = out_end;
            }
        }
        i = end + 1;
    }
    (steps, shown)
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

fn files_under(dir: &Path, root: &Path, out: &mut Vec<String>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files_under(&p, root, out);
        } else {
            out.push(p.strip_prefix(root).unwrap().to_string_lossy().into_owned());
        }
    }
}

fn tutorial() -> String {
    std::fs::read_to_string(root().join("docs/tutorial.md")).expect("docs/tutorial.md")
}

/// Runs the steps in order from `cwd`; what differs from the document named `doc`.
fn run(doc: &str, steps: &[Step], cwd: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    for step in steps {
        let out = Command::new(env!("CARGO_BIN_EXE_cocci")).args(&step.args).current_dir(cwd).output().unwrap();
        let got = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        if !same_output(&step.output, &got) {
            failures.push(format!(
                "{doc}:{}: `cocci {}` prints\n{}",
                step.line,
                step.args.join(" "),
                similar::TextDiff::from_lines(&step.output, &got).unified_diff().header(doc, "cocci")
            ));
        }
    }
    failures
}

/// Whether `got` is the output `want` shows: line for line, `[..]` standing for any text.
fn same_output(want: &str, got: &str) -> bool {
    if !want.contains("[..]") {
        return want == got;
    }
    if want.ends_with('\n') != got.ends_with('\n') {
        return false;
    }
    let (want, got): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    want.len() == got.len() && want.iter().zip(&got).all(|(w, g)| same_line(w, g))
}

fn same_line(want: &str, got: &str) -> bool {
    let mut pieces = want.split("[..]");
    let first = pieces.next().unwrap_or("");
    let Some(mut rest) = got.strip_prefix(first) else { return false };
    let pieces: Vec<&str> = pieces.collect();
    let Some((last, middle)) = pieces.split_last() else { return rest.is_empty() };
    for piece in middle {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len() && rest.ends_with(last)
}

#[test]
fn output_placeholders_stand_for_text_on_their_line_only() {
    assert!(same_output("took [..] s\nok\n", "took 8.8 s\nok\n"));
    assert!(same_output("a [..] b [..] c\n", "a 1 b 2 c\n"));
    assert!(!same_output("took [..] s\n", "took 8.8 ms\n"));
    assert!(!same_output("took [..] s\n", "took 1 s\nmore\n"), "a placeholder spans no line");
    assert!(!same_output("exact\n", "exact!\n"));
}

#[test]
fn every_command_of_the_tutorial_prints_what_the_tutorial_shows() {
    let (steps, _) = parse(&tutorial());
    assert!(steps.len() >= 10, "only {} commands found in docs/tutorial.md", steps.len());
    let work = tempfile::tempdir().unwrap();
    copy_tree(&root().join("test-data/tutorial"), &work.path().join("test-data/tutorial"));
    let failures = run("docs/tutorial.md", &steps, work.path());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The README's first command (`cargo run --release -- apply ..`) prints what the README shows.
/// It runs in the repository itself, so it must not write.
#[test]
fn the_readme_commands_print_what_the_readme_shows() {
    let (steps, _) = parse(&std::fs::read_to_string(root().join("README.md")).unwrap());
    assert!(!steps.is_empty(), "no console block in README.md");
    assert!(steps.iter().all(|s| !s.args.iter().any(|a| a == "--in-place")), "README commands run in the repository");
    let failures = run("README.md", &steps, &root());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_file_the_tutorial_shows_is_the_real_file() {
    let (_, shown) = parse(&tutorial());
    assert!(shown.len() >= 5, "only {} files shown in docs/tutorial.md", shown.len());
    let root = root();
    let mut failures = Vec::new();
    for s in &shown {
        match std::fs::read_to_string(root.join(&s.path)) {
            Ok(text) if text == s.text => {}
            Ok(text) => failures.push(format!(
                "docs/tutorial.md:{}: the block differs from {}:\n{}",
                s.line,
                s.path,
                similar::TextDiff::from_lines(&s.text, &text).unified_diff().header("the tutorial", &s.path)
            )),
            Err(e) => failures.push(format!("docs/tutorial.md:{}: {}: {e}", s.line, s.path)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_tutorial_file_is_used() {
    let md = tutorial();
    let root = root();
    let mut files = Vec::new();
    files_under(&root.join("test-data/tutorial"), &root, &mut files);
    files.sort();
    let unused: Vec<&String> = files.iter().filter(|f| !md.contains(f.as_str())).collect();
    assert!(unused.is_empty(), "files under test-data/tutorial/ that docs/tutorial.md never names: {unused:?}");
}

#[test]
fn commands_are_split_like_a_shell_would() {
    assert_eq!(
        words("cocci check --exclude 'a b' x.cocci \"\" y"),
        ["cocci", "check", "--exclude", "a b", "x.cocci", "", "y"]
    );
    let (steps, shown) =
        parse("<!-- file: a.cocci -->\n```\n@@\n```\n\n```console\n$ cocci apply p x\nout\n\n$ cocci check p x\n```\n");
    assert_eq!(shown.len(), 1);
    assert_eq!((shown[0].path.as_str(), shown[0].text.as_str()), ("a.cocci", "@@\n"));
    assert_eq!(steps.len(), 2);
    assert_eq!((steps[0].args.join(" "), steps[0].output.as_str()), ("apply p x".to_owned(), "out\n\n"));
    assert_eq!((steps[1].line, steps[1].output.as_str()), (10, ""));
}
