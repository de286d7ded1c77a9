//! Typing a patch keystroke by keystroke into an open `.cocci` file: once the typing stops and
//! the server settles, what it publishes must be what `cocci check` reports on the final text,
//! for every test case of the repository. Whatever the server keeps between keystrokes (trees
//! re-parsed in place, each fn's reports kept by its text) must not make it say otherwise.

use serde_json::json;
use std::path::{Path, PathBuf};
use test_support::{Client, Reported, published, reported, uri};

/// Every case: (name, patch, input); patches with errors, or whose initialize script fails,
/// do not run (the CLI refuses them). Nor do patches that load isomorphism files (`using`):
/// only the patch and the input are carried into the test's workspace (the server's reading of
/// iso files is tested in `patches`, the matching by the engine's cases).
fn cases() -> Vec<(String, String, String)> {
    let mut cases = test_support::cases();
    cases.retain(|(_, patch, _)| {
        let parsed = smpl::parse_patch(patch);
        let loads_isos = parsed.patch.rules.iter().any(|r| !r.using.is_empty());
        parsed.errors.is_empty() && !loads_isos && apply::scripts::Scripts::start(&parsed.patch).is_ok()
    });
    cases
}

/// What `cocci check` reports on the file at `path` holding `text`: the engine on the whole
/// text, when the patch may match at all, asking `model` (the workspace's semantic model) when
/// the patch needs types or resolved paths (`std::cmp::max` is also `cmp::max` after
/// `use std::cmp`).
fn cli(
    patch: &str,
    path: &Path,
    text: &str,
    model: impl FnOnce() -> std::sync::Arc<sema::SemanticModel>,
) -> Vec<Reported> {
    let parsed = smpl::parse_patch(patch);
    // Script rules run, as the CLI runs them (`cases` keeps patches whose initialize runs).
    let scripts = apply::scripts::Scripts::start(&parsed.patch).map(|(s, _)| std::sync::Arc::new(s)).ok();
    let engine = engine::Engine::standard(&parsed.patch);
    let engine = match scripts {
        Some(scripts) => engine.with_scripts(scripts),
        None => engine,
    };
    // A run's reports, its script rules' report lines with them (the server shows both).
    let found = |o: engine::Outcome| {
        let mut reports = apply::scripts::as_reports(&o.script_lines, text, &parsed.patch);
        reports.extend(o.reports);
        reports
    };
    // The file's doctests, as the `apply` step reaches them.
    let doctests = apply::doctest::outcome(&engine, text, engine::Edition::Edition2021, Default::default(), None);
    let mut reports = doctests.map(found).unwrap_or_default();
    // Its `macro_rules!` transcribers, likewise.
    let bodies = apply::transcriber::outcome(&engine, text, engine::Edition::Edition2021, None);
    reports.extend(bodies.map(found).unwrap_or_default());
    let mut main = Vec::new();
    if engine.may_match(text) {
        let model = engine.needs_semantics().then(model);
        let answers = model.as_ref().map(|m| m.file(path, text));
        let given = engine::Given {
            sema: answers.as_ref().map(|a| a as &dyn engine::sema::FileSemantics),
            ..Default::default()
        };
        main = found(engine.apply_given(text, engine::Edition::Edition2021, given));
    }
    // Members of its `use` groups, as the `apply` step matches them (the file's own changes win).
    let groups = apply::use_groups::outcome(&engine, text, engine::Edition::Edition2021, &main, None);
    reports.extend(groups.map(found).unwrap_or_default());
    reports.extend(main);
    reported(text, reports)
}

/// Types `patch` into an empty open `.cocci` next to the case's input (open in the editor, and
/// a copy only on disk); `None` when the server ends where the CLI does.
async fn type_case(index: usize, name: &str, patch: &str, input: &str) -> Option<String> {
    let ws = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(ws.path().join("src")).unwrap();
    let (open, disk, cocci): (PathBuf, PathBuf, PathBuf) =
        (ws.path().join("src/open.rs"), ws.path().join("src/disk.rs"), ws.path().join("p.cocci"));
    std::fs::write(&open, input).unwrap();
    std::fs::write(&disk, input).unwrap();
    std::fs::write(&cocci, "").unwrap();
    // A crate holding both files: a semantic model loads the standard library once for them
    // (a lone file would be a crate of its own, with its own copy).
    std::fs::write(
        ws.path().join("Cargo.toml"),
        "[package]\nname = \"case\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    )
    .unwrap();
    std::fs::write(ws.path().join("src/lib.rs"), "mod disk;\nmod open;\n").unwrap();
    let client = Client::start(ws.path(), false, json!({})).await;
    client.open(&open, "rust", 1, input).await;
    client.open(&cocci, "cocci", 1, "").await;
    // Keystrokes at the end of the text, as typed; a few pauses long enough for the half-typed
    // patch to be parsed, matched and published while the typing goes on.
    let (mut line, mut col, mut version) = (0u32, 0u32, 1);
    let chars: Vec<char> = patch.chars().collect();
    let pauses = [chars.len() / 4 + index % 7, chars.len() / 2, 3 * chars.len() / 4 + index % 5];
    for (i, c) in chars.iter().enumerate() {
        version += 1;
        client.change(&cocci, version, [line, col, line, col], &c.to_string()).await;
        if *c == '\n' {
            (line, col) = (line + 1, 0);
        } else {
            col += c.len_utf16() as u32;
        }
        if pauses.contains(&i) {
            tokio::time::sleep(std::time::Duration::from_millis(20 + (index % 4) as u64 * 25)).await;
        }
    }
    // Loading the standard library for a semantic model takes a debug build many seconds.
    let wait = if engine::Engine::standard(&smpl::parse_patch(patch).patch).needs_semantics() { 2 } else { 1 };
    client.settled_within(test_support::TIMEOUT * wait).await;
    // The server's own model: loaded already, and a model of the same files as the CLI's.
    let want = cli(patch, &disk, input, || client.semantic_model());
    let mut problems = Vec::new();
    for (what, path) in [("open", &open), ("on disk", &disk)] {
        // A file never reported on gets nothing published.
        let got = client.last_diagnostics(path).map(|(d, _)| published(&d)).unwrap_or_default();
        if got != want {
            problems.push(format!("{name} ({what}, in {}):\n  server {got:?}\n  cli    {want:?}", ws.path().display()));
        }
    }
    // A patch that parses ends with no error on it (warnings, such as a name written as is,
    // may stay).
    match client.last_diagnostics(&cocci) {
        Some((d, v)) if d.iter().all(|d| d["severity"] != 1) && v == Some(version as i64) => {}
        other => problems.push(format!("{name}: the patch's own diagnostics end as {other:?}")),
    }
    client.shutdown_and_exit().await;
    drop(ws);
    (!problems.is_empty()).then(|| problems.join("\n"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typing_each_case_patch_ends_with_what_the_cli_reports() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("COCCI_LOG"))
        .with_test_writer()
        .try_init();
    // COCCI_CASES=substring runs only the cases whose name holds it.
    let only = std::env::var("COCCI_CASES").ok();
    let cases: Vec<_> =
        cases().into_iter().filter(|c| only.as_ref().is_none_or(|o| c.0.contains(o.as_str()))).collect();
    assert!(only.is_some() || cases.len() > 250, "the cases are found");
    let mut failures = Vec::new();
    // A few cases at a time, each with its own server; those whose patch needs a semantic model
    // two at a time, after: loading the standard library (mostly on one thread) keeps the
    // shared pools busy for long.
    let needs = |patch: &str| engine::Engine::standard(&smpl::parse_patch(patch).patch).needs_semantics();
    let indexed: Vec<_> = cases.iter().enumerate().collect();
    let (typed, plain): (Vec<_>, Vec<_>) = indexed.into_iter().partition(|(_, c)| needs(&c.1));
    let groups = plain.chunks(4).chain(typed.chunks(2));
    for group in groups {
        let runs = group.iter().map(|&(index, (name, patch, input))| {
            let (name, patch, input) = (name.clone(), patch.clone(), input.clone());
            tokio::spawn(async move { type_case(index, &name, &patch, &input).await })
        });
        for run in runs.collect::<Vec<_>>() {
            if let Some(problem) = run.await.unwrap() {
                failures.push(problem);
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), cases.len(), failures.join("\n"));
    let _ = uri;
}
