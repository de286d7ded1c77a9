//! The architecture's rules, checked on the sources (docs/architecture.md states them):
//!
//! - no circle between the modules of a crate: a module names items of another (`crate::a::b`,
//!   `super::b`, `use crate::{a, b::c}`), and following those names never leads back to where
//!   it started. A module's own ancestors do not count (a folder's `mod.rs` only declares its
//!   modules), nor does code under `#[cfg(test)] mod tests`, nor comments;
//! - no source file over [`MAX_LINES`] lines;
//! - each crate depends only on what its place in the layers allows (see [`FORBIDDEN`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 700;

/// For each crate, dependencies (normal ones, not dev-dependencies) it must not have, and why.
const FORBIDDEN: &[(&str, &[&str], &str)] = &[
    ("sema-api", &["engine", "sema", "ra_ap_hir", "ra_ap_ide_db"], "the port depends on nothing but the syntax tree"),
    (
        "engine",
        &[
            "sema",
            "ra_ap_hir",
            "ra_ap_ide_db",
            "ra_ap_load-cargo",
            "apply",
            "lsp",
            "tokio",
            "rayon",
            "starlark",
            "script",
        ],
        "the engine asks a model only through sema-api, runs scripts only through a port, and does no IO",
    ),
    ("sema", &["engine", "apply", "lsp"], "sema answers the port; it knows nothing of the engine"),
    (
        "apply",
        &["sema", "lsp", "tokio", "rayon", "ra_ap_hir", "ra_ap_ide_db"],
        "the one patch x file step does no IO and loads no model itself",
    ),
    ("smpl", &["engine", "cfg", "sema", "tokio", "rayon", "starlark"], "the patch language stands below the engine"),
    (
        "script",
        &["engine", "smpl", "sema", "apply", "lsp", "tokio", "rayon"],
        "the script interpreter knows no patches: it runs code with the values it is given",
    ),
    ("cfg", &["engine", "smpl", "sema", "tokio", "rayon"], "graphs are built from syntax alone"),
    ("frag", &["engine", "smpl", "cfg", "sema"], "fragments are the lowest layer"),
    ("project", &["engine", "sema", "lsp", "apply"], "file walking and editions know no patches"),
];

/// Only these crates may speak the protocol.
const PROTOCOL: (&str, &[&str]) = ("tower-lsp-server", &["lsp", "test-support"]);

fn server() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn crates() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(server())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    out.sort();
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// A crate's library modules by path (`matching::paths`; the root is `""`), binaries left out.
fn modules(src: &Path) -> BTreeMap<String, PathBuf> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut out = BTreeMap::new();
    for f in files {
        let rel = f.strip_prefix(src).unwrap().with_extension("");
        let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
        if parts.first().is_some_and(|p| p == "bin") || parts == ["main"] {
            continue;
        }
        if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
            parts.pop();
        }
        out.insert(parts.join("::"), f);
    }
    out
}

/// The code of a module file without its tests and comments.
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The path that starts `text` (`a::b::C`); the longest prefix naming a module is taken later.
fn leading_path(text: &str) -> Vec<String> {
    let mut segs = Vec::new();
    let mut rest = text;
    loop {
        let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        let seg = &rest[..end];
        if seg.is_empty() {
            break;
        }
        segs.push(seg.to_owned());
        match rest[end..].strip_prefix("::") {
            Some(r) if r.starts_with(is_ident) => rest = r,
            _ => break,
        }
    }
    segs
}

/// The paths a module's code names from its crate's root: `crate::a::b`, `super::b` (from
/// `module`'s parent), and the items of `use crate::{...}` groups.
fn named_paths(code: &str, module: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        if code[..i].ends_with(is_ident) {
            continue;
        }
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            expand_group(&[], group, &mut out);
        } else {
            out.push(leading_path(rest));
        }
    }
    let parent: Vec<String> = module.split("::").filter(|s| !s.is_empty()).map(str::to_owned).collect();
    let parent = &parent[..parent.len().saturating_sub(1)];
    for (i, _) in code.match_indices("super::") {
        if code[..i].ends_with(|c: char| is_ident(c) || c == ':') {
            continue;
        }
        let mut path = parent.to_vec();
        path.extend(leading_path(&code[i + "super::".len()..]));
        out.push(path);
    }
    out
}

/// The paths of a `use` group's items (`{a::b, c::{d, e}}`, given the text after its `{`),
/// each after `prefix`.
fn expand_group(prefix: &[String], group: &str, out: &mut Vec<Vec<String>>) {
    for item in group_items(group) {
        let item = item.trim();
        let mut path = prefix.to_vec();
        let head = leading_path(item);
        let head_len: usize = head.iter().map(|s| s.len() + 2).sum();
        path.extend(head);
        match item.get(head_len..).and_then(|r| r.strip_prefix('{')) {
            Some(inner) => expand_group(&path, inner, out),
            None => out.push(path),
        }
    }
}

/// The top-level items of a `{...}` group, given the text after its `{`.
fn group_items(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut items) = (0, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&text[start..i]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items
}

/// The modules whose items module `from` names (its ancestors and descendants apart).
fn dependencies(mods: &BTreeMap<String, PathBuf>, from: &str) -> BTreeSet<String> {
    let code = code_of(&std::fs::read_to_string(&mods[from]).unwrap());
    let mut out = BTreeSet::new();
    for path in named_paths(&code, from) {
        let target = (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|m| mods.contains_key(m));
        let Some(target) = target else { continue };
        let related = target == from
            || from.is_empty()
            || from.starts_with(&format!("{target}::"))
            || target.starts_with(&format!("{from}::"));
        if !related {
            out.insert(target);
        }
    }
    out
}

/// The circles of a graph: its strongly connected components of more than one module.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |start: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start.to_owned()];
        while let Some(m) = stack.pop() {
            for next in graph.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> = graph.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    for (m, r) in &reaches {
        if !r.contains(*m) || out.iter().any(|c| c.contains(m)) {
            continue;
        }
        let circle = reaches.iter().filter(|(n, rn)| r.contains(**n) && rn.contains(*m)).map(|(n, _)| (*n).clone());
        out.push(circle.collect());
    }
    out
}

#[test]
fn no_module_circles_in_any_crate() {
    let mut found = Vec::new();
    for krate in crates() {
        let mods = modules(&krate.join("src"));
        let graph: BTreeMap<String, BTreeSet<String>> =
            mods.keys().map(|m| (m.clone(), dependencies(&mods, m))).collect();
        for circle in circles(&graph) {
            found.push(format!("{}: {}", krate.file_name().unwrap().to_string_lossy(), circle.join(", ")));
        }
    }
    assert!(found.is_empty(), "modules in a circle:\n{}", found.join("\n"));
}

#[test]
fn the_circle_check_reads_names_and_finds_circles() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a".to_owned(), BTreeSet::from(["b".to_owned()])),
        ("b".to_owned(), BTreeSet::from(["a".to_owned()])),
        ("c".to_owned(), BTreeSet::from(["a".to_owned()])),
    ]
    .into();
    assert_eq!(circles(&graph), vec![vec!["a".to_owned(), "b".to_owned()]]);
    let code = code_of("use crate::{x::y::{Z, W}, v};\nuse super::w::Q; // crate::u\n");
    let paths = named_paths(&code, "p::m");
    assert_eq!(paths, vec![vec!["x", "y", "Z"], vec!["x", "y", "W"], vec!["v"], vec!["p", "w", "Q"]]);
}

#[test]
fn no_source_file_is_too_long() {
    let mut files = Vec::new();
    for krate in crates() {
        for dir in ["src", "tests", "benches"] {
            rust_files(&krate.join(dir), &mut files);
        }
    }
    assert!(files.len() > 100, "the sources are found");
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let n = std::fs::read_to_string(f).unwrap().lines().count();
            (n > MAX_LINES).then(|| format!("{} ({n} lines)", f.strip_prefix(server()).unwrap().display()))
        })
        .collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines (split them by idea):\n{}", long.join("\n"));
}

/// A crate's normal dependencies, by name.
fn dependencies_of(krate: &Path) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap();
    let mut out = BTreeSet::new();
    let mut in_deps = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
            continue;
        }
        if in_deps && !line.is_empty() && !line.starts_with('#') {
            out.insert(line.split(['.', ' ', '=']).next().unwrap_or("").to_owned());
        }
    }
    out
}

#[test]
fn crates_depend_only_on_what_their_layer_allows() {
    let mut wrong = Vec::new();
    let mut seen = 0;
    for krate in crates() {
        let name = krate.file_name().unwrap().to_string_lossy().into_owned();
        let deps = dependencies_of(&krate);
        if let Some((_, forbidden, why)) = FORBIDDEN.iter().find(|(c, _, _)| *c == name) {
            seen += 1;
            wrong.extend(
                forbidden.iter().filter(|f| deps.contains(**f)).map(|f| format!("{name} depends on {f}: {why}")),
            );
        }
        if deps.contains(PROTOCOL.0) && !PROTOCOL.1.contains(&name.as_str()) {
            wrong.push(format!("{name} depends on {}: only {:?} speak the protocol", PROTOCOL.0, PROTOCOL.1));
        }
    }
    assert_eq!(seen, FORBIDDEN.len(), "every crate the rules name exists");
    assert!(deps_found_sanity(), "the manifests are read");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The reader finds the engine's port dependency (so an empty reading cannot pass the rules).
fn deps_found_sanity() -> bool {
    dependencies_of(&server().join("engine")).contains("sema-api")
}
