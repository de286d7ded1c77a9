//! Edits for the editor: the engine's output on a whole text turned into one LSP edit,
//! versioned for open documents. Always computed from the current text of a document (its
//! version is sent along), never from results of an older version.

use crate::document::minimal_edit;
use crate::infra::encoding::Lines;
use crate::matching::guarded;
use crate::patches::PatchFile;
use ra_ap_syntax::Edition;
use std::sync::Arc;
use tower_lsp_server::ls_types::*;

/// The workspace's semantic model and a file's path in it.
pub type Semantics = Option<(Arc<sema::SemanticModel>, std::path::PathBuf)>;

/// Applies patches one after the other to `text` (each sees what the previous left), each
/// through the `apply` crate's step as `cocci apply` runs it; `semantics` is asked by typed
/// patches, and by others before a rewrite that could be wrong without it.
pub fn apply_patches(text: &str, edition: Edition, patches: &[Arc<PatchFile>], semantics: &Semantics) -> String {
    let mut current = text.to_owned();
    for p in patches {
        let engine = p.engine();
        let name = p.name();
        let file = apply::FileIn {
            name: &name,
            text: &current,
            edition,
            semantics: semantics.as_ref().map(|(m, path)| (&**m as &dyn engine::sema::Workspace, path.as_path())),
            doctests: apply::Doctests::default(),
            macro_bodies: true,
            expand_macros: apply::ExpandMacros::default(),
        };
        if let Some(new) = guarded(&name, || apply::run(&engine, file).new_text()).flatten() {
            current = new;
        }
    }
    current
}

pub fn doc_edit(uri: &Uri, version: Option<i32>, edits: Vec<TextEdit>) -> TextDocumentEdit {
    TextDocumentEdit {
        text_document: OptionalVersionedTextDocumentIdentifier { uri: uri.clone(), version },
        edits: edits.into_iter().map(OneOf::Left).collect(),
    }
}

pub fn workspace_edit(changes: Vec<TextDocumentEdit>) -> WorkspaceEdit {
    WorkspaceEdit { document_changes: Some(DocumentChanges::Edits(changes)), ..WorkspaceEdit::default() }
}

/// The edit turning `old` into `new`, as one replacement.
pub fn whole_file_edit(old: &str, new: &str, lines: &Lines) -> Option<TextEdit> {
    let (range, text) = minimal_edit(old, new)?;
    Some(TextEdit { range: lines.range(range), new_text: text })
}
