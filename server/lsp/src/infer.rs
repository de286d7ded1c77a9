//! `cocci.inferPatch [fileUri]`: "make a patch from this change". The open document's text is
//! the edit's result, the file as saved on disk what it was before; the answer is the patch
//! `cocci infer` drafts from them (see `engine::infer`), for the client to open beside the
//! file, where the live preview shows what else it matches. Only a `.rs` file inside the
//! workspace, open with unsaved changes. With `{"typed": true}` as second argument, the
//! metavariables are declared with the types the workspace's semantic model knows for their
//! code (`cocci infer --typed`).

use crate::infra::confine::{self, Kind};
use crate::infra::encoding::Lines;
use crate::infra::pool;
use crate::state::State;
use serde_json::{Value, json};
use std::sync::Arc;
use tower_lsp_server::ls_types::Uri;

pub const COMMAND: &str = "cocci.inferPatch";

/// The command: `{patch, changes, refused: [{range, message}]}` (ranges in the saved file).
pub async fn command(state: &Arc<State>, arguments: &[Value]) -> Result<Value, String> {
    let arg = arguments.first().and_then(Value::as_str).ok_or("expected a file URI as first argument")?;
    let typed = arguments.get(1).and_then(|o| o.get("typed")).and_then(Value::as_bool).unwrap_or(false);
    let uri: Uri = arg.parse().map_err(|_| format!("not a URI: {arg}"))?;
    let path = state.workspace().check(&uri, Kind::Rust)?;
    let (after, edition) = state
        .docs
        .get(&uri)
        .map(|d| (d.text.clone(), d.edition))
        .ok_or("the file is not open: make the change in the editor first")?;
    let (enc, st) = (state.enc(), state.clone());
    let arg = arg.to_owned();
    pool::background()
        .run(move || -> Result<Value, String> {
            let before = confine::read(&path).map_err(|e| format!("cannot read the saved {arg}: {e}"))?;
            if *before == *after {
                return Err("the file has no unsaved change to make a patch from".to_owned());
            }
            let answers = typed.then(|| st.semantic_model().file(&path, &before));
            let sema = answers.as_ref().map(|a| a as &dyn engine::sema::FileSemantics);
            let inferred = engine::infer::infer_typed(&before, &after, edition, sema);
            let lines = Lines::new(&before, enc);
            let refused: Vec<Value> = inferred
                .refused
                .iter()
                .map(|(r, why)| {
                    let range = ra_ap_syntax::TextRange::new((r.start as u32).into(), (r.end as u32).into());
                    json!({ "range": lines.range(range), "message": why })
                })
                .collect();
            Ok(json!({ "patch": inferred.patch, "changes": inferred.changes, "refused": refused }))
        })
        .await
        .ok_or("inferring the patch failed (see the server's log)")?
}
