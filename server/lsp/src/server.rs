//! The protocol handlers: thin glue from LSP requests to the state, the scheduler and the
//! preview subscriptions, and back.

use crate::config::Config;
use crate::document::{Document, Lang};
use crate::infra::confine::{self, Kind, Workspace};
use crate::infra::encoding::Encoding;
use crate::infra::pool;
use crate::patches::PatchFile;
use crate::schedule::{RUST_DEBOUNCE, Scheduler};
use crate::state::{self, ClientCaps, State};
use crate::subscriptions::Previews;
use crate::{actions, commands, views};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tower_lsp_server::jsonrpc::Result;
use tower_lsp_server::ls_types::*;
use tower_lsp_server::{Client, LanguageServer};

pub struct Server {
    pub(crate) state: Arc<State>,
    pub(crate) previews: Arc<Previews>,
    pub(crate) jobs: Arc<Scheduler>,
}

impl Server {
    pub fn new(client: Client) -> Server {
        let state = Arc::new(State::new(client));
        let previews = Arc::new(Previews::new(state.clone()));
        let jobs = Arc::new(Scheduler::new(state.clone(), previews.clone()));
        Server { state, previews, jobs }
    }

    /// A patch file read and parsed from disk (on the background pool), if it is one inside
    /// the workspace.
    async fn patch_from_disk(&self, uri: &Uri) -> Option<Arc<PatchFile>> {
        let real = self.state.workspace().check(uri, Kind::Patch).ok()?;
        let uri = uri.clone();
        pool::background()
            .run(move || Some(Arc::new(PatchFile::new(uri, confine::read(&real).ok()?, false))))
            .await
            .flatten()
    }

    /// `cocci/previewSubscribe` (see `subscriptions`).
    pub async fn preview_subscribe(&self, params: serde_json::Value) -> Result<serde_json::Value> {
        self.previews.subscribe(&params).map_err(tower_lsp_server::jsonrpc::Error::invalid_params)?;
        Ok(serde_json::Value::Null)
    }

    /// `cocci/previewUnsubscribe` (see `subscriptions`).
    pub async fn preview_unsubscribe(&self, params: serde_json::Value) -> Result<serde_json::Value> {
        self.previews.unsubscribe(&params).map_err(tower_lsp_server::jsonrpc::Error::invalid_params)?;
        Ok(serde_json::Value::Null)
    }

    /// Tells the user which settings were refused (and why).
    async fn tell_refused(&self, refused: Vec<String>) {
        for why in refused {
            tracing::warn!("{why}");
            self.state.client.show_message(MessageType::WARNING, format!("cocci: {why}")).await;
        }
    }
}

fn negotiate_encoding(params: &InitializeParams) -> Encoding {
    let offered = params.capabilities.general.as_ref().and_then(|g| g.position_encodings.as_ref());
    if offered.is_some_and(|encs| encs.contains(&PositionEncodingKind::UTF8)) {
        Encoding::Utf8
    } else {
        Encoding::Utf16
    }
}

fn roots_of(params: &InitializeParams) -> Vec<std::path::PathBuf> {
    let mut roots: Vec<std::path::PathBuf> = params
        .workspace_folders
        .iter()
        .flatten()
        .filter_map(|f| f.uri.to_file_path().map(|p| p.into_owned()))
        .collect();
    #[allow(deprecated)]
    if roots.is_empty()
        && let Some(root) = params.root_uri.as_ref().and_then(|u| u.to_file_path())
    {
        roots.push(root.into_owned());
    }
    roots
}

/// Whether the editor said it trusts the workspace: `"trustWorkspace": true` at the top of the
/// initialization options (a client sets it from its own workspace trust, as VS Code's
/// `workspace.isTrusted`). Settings (`cocci.*`) cannot say it: a repository can ship those.
fn trusts_workspace(options: Option<&serde_json::Value>) -> bool {
    options.and_then(|o| o.get("trustWorkspace")).and_then(|v| v.as_bool()).unwrap_or(false)
}

impl LanguageServer for Server {
    async fn initialize(&self, params: InitializeParams) -> Result<InitializeResult> {
        let enc = negotiate_encoding(&params);
        *self.state.enc.write().unwrap_or_else(|e| e.into_inner()) = enc;
        let workspace = Workspace::new(&roots_of(&params));
        if trusts_workspace(params.initialization_options.as_ref()) {
            *self.state.trust.write().unwrap_or_else(|e| e.into_inner()) = sema::Trust::Workspace;
        }
        if let Some(mut config) = params.initialization_options.as_ref().and_then(Config::from_json) {
            // Said to the user once initialized (a server speaks after its answer).
            *self.state.refused_settings.lock().unwrap_or_else(|e| e.into_inner()) = config.confine(&workspace);
            *self.state.config.write().unwrap_or_else(|e| e.into_inner()) = config;
        }
        *self.state.workspace.write().unwrap_or_else(|e| e.into_inner()) = workspace;
        let caps = &params.capabilities;
        *self.state.caps.write().unwrap_or_else(|e| e.into_inner()) = ClientCaps {
            watch_dynamic: caps
                .workspace
                .as_ref()
                .and_then(|w| w.did_change_watched_files.as_ref())
                .and_then(|d| d.dynamic_registration)
                .unwrap_or(false),
            progress: caps.window.as_ref().and_then(|w| w.work_done_progress).unwrap_or(false),
            resolve_edit: caps
                .text_document
                .as_ref()
                .and_then(|t| t.code_action.as_ref())
                .and_then(|c| c.resolve_support.as_ref())
                .is_some_and(|r| r.properties.iter().any(|p| p == "edit")),
            code_lens_refresh: caps
                .workspace
                .as_ref()
                .and_then(|w| w.code_lens.as_ref())
                .and_then(|c| c.refresh_support)
                .unwrap_or(false),
            related_information: caps
                .text_document
                .as_ref()
                .and_then(|t| t.publish_diagnostics.as_ref())
                .and_then(|p| p.related_information)
                .unwrap_or(false),
            shows_explanations: params
                .initialization_options
                .as_ref()
                .and_then(|o| o.get("showsExplanations"))
                .and_then(|v| v.as_bool())
                .unwrap_or(false),
        };
        Ok(InitializeResult {
            server_info: Some(ServerInfo { name: "cocci".into(), version: Some(env!("CARGO_PKG_VERSION").into()) }),
            capabilities: ServerCapabilities {
                position_encoding: Some(match enc {
                    Encoding::Utf8 => PositionEncodingKind::UTF8,
                    Encoding::Utf16 => PositionEncodingKind::UTF16,
                }),
                text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
                    open_close: Some(true),
                    change: Some(TextDocumentSyncKind::INCREMENTAL),
                    save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                    ..TextDocumentSyncOptions::default()
                })),
                code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
                    code_action_kinds: Some(vec![
                        CodeActionKind::QUICKFIX,
                        CodeActionKind::new(actions::FIX_ALL),
                        CodeActionKind::REFACTOR_REWRITE,
                        // "Why does the patch match here or not?" (see `explain`).
                        CodeActionKind::EMPTY,
                    ]),
                    resolve_provider: Some(true),
                    work_done_progress_options: WorkDoneProgressOptions::default(),
                })),
                execute_command_provider: Some(ExecuteCommandOptions {
                    commands: vec![
                        commands::APPLY_TO_WORKSPACE.into(),
                        commands::WORKSPACE_EDIT.into(),
                        commands::APPLY_TO_FILE.into(),
                        commands::SHOW_MATCHES.into(),
                        crate::explain::COMMAND.into(),
                        crate::infer::COMMAND.into(),
                        crate::preview::COMMAND.into(),
                    ],
                    work_done_progress_options: WorkDoneProgressOptions::default(),
                }),
                hover_provider: Some(HoverProviderCapability::Simple(true)),
                code_lens_provider: Some(CodeLensOptions { resolve_provider: Some(false) }),
                // Live previews of patches: `cocci/previewSubscribe` (see docs/editors.md).
                experimental: Some(serde_json::json!({ "cocciPreview": true })),
                ..ServerCapabilities::default()
            },
            offset_encoding: None,
        })
    }

    async fn initialized(&self, _: InitializedParams) {
        let refused = std::mem::take(&mut *self.state.refused_settings.lock().unwrap_or_else(|e| e.into_inner()));
        self.tell_refused(refused).await;
        let watch = self.state.caps.read().unwrap_or_else(|e| e.into_inner()).watch_dynamic;
        if watch {
            let watchers = ["**/*.cocci", "**/*.rs"]
                .iter()
                .map(|g| FileSystemWatcher { glob_pattern: GlobPattern::String((*g).into()), kind: None })
                .collect();
            let registration = Registration {
                id: "cocci-watched-files".into(),
                method: "workspace/didChangeWatchedFiles".into(),
                register_options: serde_json::to_value(DidChangeWatchedFilesRegistrationOptions { watchers }).ok(),
            };
            if let Err(e) = self.state.client.register_capability(vec![registration]).await {
                tracing::warn!("could not watch files: {e}");
            }
        }
        state::load_patches_from_disk(&self.state).await;
        self.jobs.schedule_patch_change();
    }

    async fn shutdown(&self) -> Result<()> {
        self.state.shutdown.store(true, Ordering::SeqCst);
        Ok(())
    }

    async fn did_open(&self, params: DidOpenTextDocumentParams) {
        let doc = params.text_document;
        let lang = Lang::of(&doc.uri, Some(doc.language_id.as_str()));
        let kind = match lang {
            Lang::Rust => Kind::Rust,
            Lang::Cocci => Kind::Patch,
            Lang::Other => return,
        };
        // A document outside the workspace (a library's source, a patch elsewhere) is not
        // kept: nothing is matched in it, and it matches nothing.
        let real = match self.state.workspace().check(&doc.uri, kind) {
            Ok(real) => real,
            Err(why) => {
                tracing::info!("document not served: {why}");
                return;
            }
        };
        let edition = self.state.editions.for_file(&real);
        // The store changes before any `.await`, so changes keep their order; parsing and
        // matching follow on the pools.
        self.state.docs.insert(doc.uri.clone(), Document::new(lang, doc.version, doc.text, edition));
        match lang {
            Lang::Rust => {
                self.jobs.schedule_match(doc.uri, std::time::Duration::ZERO);
                self.previews.files_changed();
            }
            Lang::Cocci => self.jobs.schedule_patch_parse(doc.uri),
            Lang::Other => {}
        }
    }

    async fn did_change(&self, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri;
        let enc = self.state.enc();
        let lang = {
            let Some(mut doc) = self.state.docs.get_mut(&uri) else { return };
            doc.apply_changes(params.text_document.version, params.content_changes, enc);
            doc.lang
        };
        match lang {
            Lang::Rust => {
                self.jobs.schedule_match(uri, RUST_DEBOUNCE);
                self.previews.files_changed();
            }
            Lang::Cocci => self.jobs.schedule_patch_parse(uri),
            Lang::Other => {}
        }
    }

    async fn did_close(&self, params: DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        let Some((_, doc)) = self.state.docs.remove(&uri) else { return };
        match doc.lang {
            // Not open any more: back to what the file on disk says.
            Lang::Rust => {
                self.previews.files_changed();
                crate::scan::rescan_file(&self.state, uri).await;
            }
            Lang::Cocci => {
                let on_disk = self.patch_from_disk(&uri).await;
                let changed = {
                    let mut set = self.state.patches.write().unwrap_or_else(|e| e.into_inner());
                    // Opened again meanwhile: the editor's text rules.
                    !self.state.docs.contains_key(&uri) && set.close(&uri, on_disk)
                };
                if changed {
                    self.jobs.schedule_patch_change();
                }
            }
            Lang::Other => {}
        }
    }

    async fn did_change_watched_files(&self, params: DidChangeWatchedFilesParams) {
        let mut patches_changed = false;
        let workspace = self.state.workspace();
        for change in params.changes {
            let uri = change.uri;
            // Files outside the workspace (or of other kinds) are ignored.
            if workspace.check(&uri, Kind::Patch).is_ok() {
                if change.typ == FileChangeType::DELETED {
                    patches_changed |= self.state.patches.write().unwrap_or_else(|e| e.into_inner()).remove(&uri);
                    state::publish(&self.state, uri, None, Vec::new()).await;
                    continue;
                }
                if let Some(patch) = self.patch_from_disk(&uri).await {
                    patches_changed |= self.state.patches.write().unwrap_or_else(|e| e.into_inner()).set(patch);
                }
            } else if workspace.check(&uri, Kind::Rust).is_ok() {
                self.previews.files_changed();
                if !self.state.docs.contains_key(&uri) {
                    crate::scan::rescan_file(&self.state, uri).await;
                }
            } else {
                tracing::info!("watched-file change ignored: {}", uri.as_str());
            }
        }
        if patches_changed {
            self.jobs.schedule_patch_change();
        }
    }

    async fn did_save(&self, _: DidSaveTextDocumentParams) {
        // The text is already in sync; a saved `.cocci` also comes back as a watched-file change.
    }

    async fn did_change_configuration(&self, params: DidChangeConfigurationParams) {
        // Clients push settings of every tool (or `{}`): only a `cocci` section is ours.
        if params.settings.get("cocci").is_none() {
            return;
        }
        if let Some(mut config) = Config::from_json(&params.settings) {
            let refused = config.confine(&self.state.workspace());
            *self.state.config.write().unwrap_or_else(|e| e.into_inner()) = config;
            self.jobs.schedule_patch_change();
            self.tell_refused(refused).await;
        }
    }

    async fn code_action(&self, params: CodeActionParams) -> Result<Option<CodeActionResponse>> {
        Ok(Some(actions::code_actions(&self.state, params).await))
    }

    async fn code_action_resolve(&self, action: CodeAction) -> Result<CodeAction> {
        Ok(actions::resolve(&self.state, action).await)
    }

    async fn hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        Ok(views::hover(&self.state, params).await)
    }

    async fn code_lens(&self, params: CodeLensParams) -> Result<Option<Vec<CodeLens>>> {
        Ok(Some(views::code_lens(&self.state, &params.text_document.uri)))
    }

    async fn execute_command(&self, params: ExecuteCommandParams) -> Result<Option<serde_json::Value>> {
        commands::execute_command(&self.state, params).await.map_err(tower_lsp_server::jsonrpc::Error::invalid_params)
    }
}
