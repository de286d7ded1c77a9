//! The semantic patches of the workspace: found on disk, reloaded when they change, and taken
//! from the editor while open (unsaved text included: live preview).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tower_lsp_server::ls_types::Uri;

static GENERATION: AtomicU64 = AtomicU64::new(1);

/// One `.cocci` file, parsed.
pub struct PatchFile {
    pub uri: Uri,
    pub text: Arc<str>,
    pub parsed: smpl::Parsed,
    /// New for every new text: keys caches of match results.
    pub generation: u64,
    /// The text is the editor's (an open document), not the file on disk.
    pub from_editor: bool,
    /// The version of the editor's document the text is of (`None`: from disk).
    pub version: Option<i32>,
    /// The patch's script rules' interpreter, its `@initialize:python@` code run once at
    /// parse (whose failure is an error on the patch); `None` without script rules.
    pub scripts: Option<Arc<apply::scripts::Scripts>>,
}

impl PatchFile {
    pub fn new(uri: Uri, text: String, from_editor: bool) -> PatchFile {
        let mut parsed = smpl::parse_patch(&text);
        // Isomorphism files (`using "x.iso"`) are read beside the patch, from disk.
        if let Some(dir) = uri.to_file_path().and_then(|p| p.parent().map(|d| d.to_path_buf())) {
            smpl::iso_file::load_isos(&mut parsed, &|file| read_iso_beside(&dir, file));
        }
        let scripts = start_scripts(&text, &mut parsed);
        PatchFile {
            uri,
            text: text.into(),
            parsed,
            generation: GENERATION.fetch_add(1, Ordering::Relaxed),
            from_editor,
            version: None,
            scripts,
        }
    }

    /// The engine of this patch, as the CLI runs it: code-as-data macros left alone, script
    /// rules run by the patch's interpreter.
    pub fn engine(&self) -> engine::Engine<'_> {
        let engine = engine::Engine::standard(&self.parsed.patch);
        match &self.scripts {
            Some(scripts) => engine.with_scripts(scripts.clone()),
            None => engine,
        }
    }

    /// The file name, for messages and diagnostic codes.
    pub fn name(&self) -> String {
        let path = self.uri.path().as_str();
        path.rsplit('/').next().unwrap_or(path).to_owned()
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.uri.to_file_path().map(|p| p.into_owned())
    }
}

/// The interpreter of a patch with script rules (or script expressions in declarations), once its `@initialize:python@` code ran;
/// that code's failure becomes an error of the patch at the script's line. What initialize
/// printed is not shown: an editor has no console for it.
fn start_scripts(text: &str, parsed: &mut smpl::Parsed) -> Option<Arc<apply::scripts::Scripts>> {
    let uses_scripts = |r: &smpl::Rule| r.script.is_some() || r.has_script_expressions();
    if !parsed.errors.is_empty() || !parsed.patch.rules.iter().any(uses_scripts) {
        return None;
    }
    match apply::scripts::Scripts::start(&parsed.patch) {
        Ok((scripts, _printed)) => Some(Arc::new(scripts)),
        Err(e) => {
            let line = e.failure.line.max(1) as usize;
            let offset = text.split_inclusive('\n').take(line - 1).map(str::len).sum::<usize>().min(text.len());
            let message = format!("rule {}: the initialize script failed: {}", e.rule, e.failure.message);
            parsed.errors.push(smpl::SmplError::at(offset, message));
            None
        }
    }
}

/// Every known patch, by URI.
#[derive(Default)]
pub struct PatchSet {
    files: BTreeMap<String, Arc<PatchFile>>,
}

impl PatchSet {
    /// Sets a patch (parsed off the protocol's threads); `false` when nothing changed. Disk text
    /// never replaces editor text.
    pub fn set(&mut self, patch: Arc<PatchFile>) -> bool {
        if let Some(old) = self.files.get(patch.uri.as_str())
            && ((old.from_editor && !patch.from_editor)
                || (*old.text == *patch.text && old.from_editor == patch.from_editor))
        {
            return false;
        }
        self.files.insert(patch.uri.as_str().to_owned(), patch);
        true
    }

    /// Forgets the editor's text (the document closed): back to the file on disk (`on_disk`,
    /// read and parsed by the caller), if any.
    pub fn close(&mut self, uri: &Uri, on_disk: Option<Arc<PatchFile>>) -> bool {
        let Some(old) = self.files.get(uri.as_str()) else { return false };
        if !old.from_editor {
            return false;
        }
        match on_disk {
            Some(patch) => self.files.insert(uri.as_str().to_owned(), patch),
            None => self.files.remove(uri.as_str()),
        };
        true
    }

    pub fn remove(&mut self, uri: &Uri) -> bool {
        match self.files.get(uri.as_str()) {
            Some(p) if !p.from_editor => self.files.remove(uri.as_str()).is_some(),
            _ => false,
        }
    }

    pub fn get(&self, uri: &Uri) -> Option<Arc<PatchFile>> {
        self.files.get(uri.as_str()).cloned()
    }

    pub fn all(&self) -> Vec<Arc<PatchFile>> {
        self.files.values().cloned().collect()
    }

    /// The patches that run: no errors, and `selected` (by the settings: `Config::selects`).
    pub fn active(&self, selected: impl Fn(&PatchFile) -> bool) -> Vec<Arc<PatchFile>> {
        self.files.values().filter(|p| p.parsed.errors.is_empty() && selected(p)).cloned().collect()
    }
}

/// Every `.cocci` file under the roots (`.gitignore` respected).
pub fn discover(roots: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for root in roots {
        for entry in ignore::WalkBuilder::new(root).require_git(false).build().flatten() {
            let p = entry.path();
            if entry.file_type().is_some_and(|t| t.is_file()) && p.extension().is_some_and(|e| e == "cocci") {
                out.push(p.to_path_buf());
            }
        }
    }
    out.sort();
    out
}

pub fn uri_of(path: &Path) -> Option<Uri> {
    Uri::from_file_path(path)
}

/// An isomorphism file a patch names, read only where it lies in the patch's folder or one
/// below it, ends in `.iso` and is a regular file (`confine::read`): the patch is inside the
/// workspace, and naming a file must not make the server read one elsewhere.
fn read_iso_beside(dir: &Path, name: &str) -> Result<String, String> {
    let relative = Path::new(name);
    let plain = relative.components().all(|c| matches!(c, std::path::Component::Normal(_)));
    if !plain || relative.extension().is_none_or(|e| e != "iso") {
        return Err("the editor reads `.iso` files in the patch's folder or below it only".to_owned());
    }
    let real_dir = dir.canonicalize().map_err(|e| e.to_string())?;
    let real = dir.join(relative).canonicalize().map_err(|e| e.to_string())?;
    if !real.starts_with(&real_dir) {
        return Err("it is a link to a file outside the patch's folder".to_owned());
    }
    crate::infra::confine::read(&real).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::read_iso_beside;

    #[test]
    fn iso_files_are_read_beside_the_patch_only() {
        let dir = tempfile::tempdir().unwrap();
        let patches = dir.path().join("patches");
        std::fs::create_dir_all(patches.join("isos")).unwrap();
        std::fs::write(patches.join("isos/rust.iso"), "Expression\n").unwrap();
        std::fs::write(dir.path().join("outside.iso"), "secret").unwrap();
        std::fs::write(patches.join("notes.txt"), "x").unwrap();
        assert_eq!(read_iso_beside(&patches, "isos/rust.iso").unwrap(), "Expression\n");
        for name in ["../outside.iso", "notes.txt", "/etc/hostname"] {
            let e = read_iso_beside(&patches, name).unwrap_err();
            assert!(e.contains("in the patch's folder or below it only"), "{name}: {e}");
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("outside.iso"), patches.join("link.iso")).unwrap();
            let e = read_iso_beside(&patches, "link.iso").unwrap_err();
            assert!(e.contains("a link to a file outside"), "{e}");
        }
    }
}
