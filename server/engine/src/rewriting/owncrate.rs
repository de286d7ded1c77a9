//! Added code inside the crate it names. A migration written for a library's users says
//! `scopeguard::guard_with(f, v)`; run over the library itself (its unit tests, its own
//! modules), the pattern `scopeguard::guard(v, f)` matches `guard(value, ..)` there by meaning,
//! and `scopeguard::` names nothing: inside a crate, its own name is no path (E0433). So where
//! a match's code left out a pattern path's qualifier whose first name is the name of the
//! file's own crate (the model says which crate that is), added paths from that name are
//! written from `crate` instead (`crate::guard_with`). Elsewhere, where the crate is a
//! dependency, its name is how the code reaches it, and stays.

use std::collections::BTreeSet;

use sema_api::FileSemantics;
use smpl::Rule;

use crate::matching::state::Instance;
use crate::rewriting::respell::{PatternPaths, Respelling};

/// The respellings `rule`'s added code needs in this file, given its matches.
pub(crate) fn respell(rule: &Rule, instances: &[Instance], sema: Option<&dyn FileSemantics>) -> Vec<Respelling> {
    let Some(body) = &rule.body else { return Vec::new() };
    let added: BTreeSet<String> = (body.plus.iter().flat_map(|run| &run.lines))
        .flat_map(|line| crate::plus_code::paths(&crate::plus_code::tokens(line)))
        .filter(|p| p.names.len() > 1)
        .map(|p| p.names[0].to_string())
        .filter(|first| !matches!(first.as_str(), "crate" | "self" | "super" | "Self" | "std" | "core" | "alloc"))
        .collect();
    if added.is_empty() {
        return Vec::new();
    }
    let pattern = PatternPaths::of(&body.pattern);
    let mut left_out: Vec<Vec<String>> = Vec::new();
    for path in instances.iter().flat_map(|inst| pattern.left_out_qualifiers(&inst.hits)) {
        if added.contains(&path[0]) && !left_out.contains(&path) {
            left_out.push(path);
        }
    }
    // Asked only where a match left such a qualifier out, which took the model already.
    let (Some(sema), false) = (sema, left_out.is_empty()) else { return Vec::new() };
    let Some(own) = sema.crate_name() else { return Vec::new() };
    let mut out: Vec<Respelling> = Vec::new();
    for path in left_out {
        if path[0] == own && !out.iter().any(|r| r.from() == &path[..1]) {
            out.push(Respelling::new(vec![own.clone()], "crate".to_owned()));
        }
    }
    out
}
