//! Settings: which patches run (`cocci.patches`, globs) and at which severity their matches
//! show (`cocci.severity`: patch file name or glob -> `error`, `warning`, `information`, `hint`),
//! and whether typed patches' skipped candidates show as hints (`cocci.showSkips`).

use crate::infra::confine::Workspace;
use crate::patches::PatchFile;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};
use tower_lsp_server::ls_types::DiagnosticSeverity;

#[derive(Clone, Debug, Default, Deserialize)]
pub struct Config {
    /// Globs of the patches to run; all patches when absent.
    #[serde(default)]
    pub patches: Option<Vec<String>>,
    #[serde(default)]
    pub severity: BTreeMap<String, String>,
    /// Show each candidate a typed patch skipped (the model could not tell its type or name)
    /// as a hint saying why; off by default.
    #[serde(default, rename = "showSkips")]
    pub show_skips: bool,
    /// The configuration the semantic model analyses (features, cfgs, target), as the CLI's
    /// `--features`, `--cfg` and `--target` set it.
    #[serde(default)]
    pub model: ModelSettings,
}

/// `cocci.model`: `{"features": [..], "allFeatures", "noDefaultFeatures", "cfgs": ["NAME",
/// "NAME=VALUE"], "target"}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelSettings {
    #[serde(default)]
    pub features: Vec<String>,
    #[serde(default)]
    pub all_features: bool,
    #[serde(default)]
    pub no_default_features: bool,
    #[serde(default)]
    pub cfgs: Vec<String>,
    #[serde(default)]
    pub target: Option<String>,
}

impl ModelSettings {
    /// The model's configuration, and what was refused (a malformed cfg), worded for the user.
    pub fn configuration(&self) -> (sema::Configuration, Vec<String>) {
        let mut refused = Vec::new();
        let cfgs = self
            .cfgs
            .iter()
            .filter_map(|c| {
                sema::Configuration::parse_cfg(c)
                    .map_err(|why| refused.push(format!("the cocci.model cfg {why}: it is ignored")))
                    .ok()
            })
            .collect();
        let configuration = sema::Configuration {
            features: self.features.clone(),
            all_features: self.all_features,
            no_default_features: self.no_default_features,
            cfgs,
            target: self.target.clone(),
        };
        (configuration, refused)
    }
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

    /// Refuses the `patches` globs that reach outside the workspace folders: with a `..`, or
    /// absolute and not inside a folder (they could only ever select nothing: patches are found
    /// inside the folders, but they say the user expects otherwise). Returns what was refused,
    /// worded for the user.
    pub fn confine(&mut self, workspace: &Workspace) -> Vec<String> {
        let mut refused = self.model.configuration().1;
        let Some(globs) = &mut self.patches else { return refused };
        globs.retain(|g| {
            let path = Path::new(g);
            let outside = path.components().any(|c| c == Component::ParentDir)
                || (path.is_absolute() && !workspace.contains(&literal_prefix(path)));
            if outside {
                refused.push(format!(
                    "the cocci.patches glob `{g}` is refused: patches must be inside the workspace folders"
                ));
            }
            !outside
        });
        if !refused.is_empty() && globs.is_empty() {
            refused.push("no glob of cocci.patches is left: no patch runs".into());
        }
        refused
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

/// The leading components of a glob that hold no pattern: the folder it looks in.
fn literal_prefix(glob: &Path) -> PathBuf {
    glob.components().take_while(|c| !c.as_os_str().to_string_lossy().contains(['*', '?', '[', '{'])).collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patch_globs_outside_the_workspace_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path().join("ws");
        std::fs::create_dir_all(ws.join("lints")).unwrap();
        let workspace = Workspace::new(std::slice::from_ref(&ws));
        let inside = format!("{}/lints/*.cocci", ws.display());
        let mut config = Config {
            patches: Some(vec![
                "lints/*.cocci".into(),
                "**/*.cocci".into(),
                inside.clone(),
                "../shared/*.cocci".into(),
                "lints/../../x.cocci".into(),
                "/etc/*.cocci".into(),
                format!("{}/../*.cocci", ws.display()),
            ]),
            ..Config::default()
        };
        let refused = config.confine(&workspace);
        assert_eq!(config.patches.unwrap(), ["lints/*.cocci", "**/*.cocci", inside.as_str()]);
        assert_eq!(refused.len(), 4, "{refused:?}");
        assert!(refused[0].contains("`../shared/*.cocci` is refused"), "{refused:?}");
        let mut only_outside = Config { patches: Some(vec!["../x/*.cocci".into()]), ..Config::default() };
        assert_eq!(only_outside.confine(&workspace).len(), 2, "and says that nothing runs");
    }
}
