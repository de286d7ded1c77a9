//! Settings: which patches run (`cocci.patches`, globs) and at which severity their matches
//! show (`cocci.severity`: patch file name or glob -> `error`, `warning`, `information`, `hint`).

use crate::patches::PatchFile;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use tower_lsp_server::ls_types::DiagnosticSeverity;

#[derive(Clone, Debug, Default, Deserialize)]
pub struct Config {
    /// Globs of the patches to run; all patches when absent.
    #[serde(default)]
    pub patches: Option<Vec<String>>,
    #[serde(default)]
    pub severity: BTreeMap<String, String>,
}

impl Config {
    /// Reads settings given as `{"cocci": {...}}` or directly as `{...}`.
    pub fn from_json(value: &serde_json::Value) -> Option<Config> {
        let inner = value.get("cocci").unwrap_or(value);
        serde_json::from_value(inner.clone()).ok()
    }

    /// Whether the `cocci.patches` globs select this patch (matched against its path relative to
    /// a workspace root, its full path, and its file name).
    pub fn selects(&self, patch: &PatchFile, roots: &[PathBuf]) -> bool {
        let Some(globs) = &self.patches else { return true };
        let Some(path) = patch.path() else { return true };
        let set = build(globs);
        let rel: Vec<PathBuf> =
            roots.iter().filter_map(|r| path.strip_prefix(r).ok().map(|p| p.to_path_buf())).collect();
        set.is_match(&path) || rel.iter().any(|r| set.is_match(r)) || path.file_name().is_some_and(|n| set.is_match(n))
    }

    /// The severity set for a patch, if any.
    pub fn severity_of(&self, patch: &PatchFile) -> Option<DiagnosticSeverity> {
        let name = patch.name();
        self.severity.iter().find_map(|(pattern, sev)| {
            let hit = pattern == &name || build(std::slice::from_ref(pattern)).is_match(&name);
            hit.then(|| parse_severity(sev)).flatten()
        })
    }
}

fn build(globs: &[String]) -> globset::GlobSet {
    let mut b = globset::GlobSetBuilder::new();
    for g in globs {
        if let Ok(glob) = globset::Glob::new(g) {
            b.add(glob);
        }
    }
    b.build().unwrap_or_else(|_| globset::GlobSet::empty())
}

fn parse_severity(s: &str) -> Option<DiagnosticSeverity> {
    match s.to_ascii_lowercase().as_str() {
        "error" => Some(DiagnosticSeverity::ERROR),
        "warning" => Some(DiagnosticSeverity::WARNING),
        "information" | "info" => Some(DiagnosticSeverity::INFORMATION),
        "hint" => Some(DiagnosticSeverity::HINT),
        _ => None,
    }
}
