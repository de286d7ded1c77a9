//! `cocci lsp`: the language server. It shows matches of the workspace's semantic patches as
//! diagnostics, offers their rewrites as code actions, and re-matches live while a patch is
//! edited. See `docs/editors.md` for editor set-up.

// The server: protocol handlers, the server's data and publishing, when background work runs.
mod schedule;
mod server;
mod state;

// What it does: matching, diagnostics, code actions, commands, previews, hovers and lenses.
mod actions;
mod commands;
mod config;
mod diagnostics;
mod document;
mod edits;
mod explain;
mod infer;
mod matching;
mod patches;
mod preview;
mod scan;
mod stale;
mod subscriptions;
mod views;

// The plumbing the rest builds on; it refers to none of the above.
mod infra;

// For `server/test-support` only (see there).
#[doc(hidden)]
pub mod hooks;

pub use server::Server;
use std::sync::atomic::Ordering;
use tower_lsp_server::LspService;

/// Serves the protocol on `input`/`output` until `exit` or the end of the input. Returns the
/// process's exit status: 0 after `shutdown` (then `exit` or the end of the input), 1
/// otherwise.
pub async fn serve<I, O>(input: I, output: O) -> i32
where
    I: tokio::io::AsyncRead + Unpin,
    O: tokio::io::AsyncWrite + Unpin,
{
    serve_with(input, output, |_| ()).await
}

/// [`serve`], showing the server to `on_start` first (for tests, see `hooks`).
pub(crate) async fn serve_with<I, O>(input: I, output: O, on_start: impl FnOnce(&Server)) -> i32
where
    I: tokio::io::AsyncRead + Unpin,
    O: tokio::io::AsyncWrite + Unpin,
{
    let mut state = None;
    let (service, socket) = LspService::build(|client| {
        let server = Server::new(client);
        state = Some(server.state.clone());
        on_start(&server);
        server
    })
    .custom_method(subscriptions::SUBSCRIBE, Server::preview_subscribe)
    .custom_method(subscriptions::UNSUBSCRIBE, Server::preview_unsubscribe)
    .finish();
    let Some(state) = state else { return 2 };
    let ended = infra::transport::serve(input, output, service, socket).await;
    tracing::info!("connection ended: {ended:?}");
    // Background work (debounced matches, scans) stops and publishes nothing more.
    state.stopped.store(true, Ordering::SeqCst);
    if state.shutdown.load(Ordering::SeqCst) { 0 } else { 1 }
}

/// `cocci lsp`: the server on stdin/stdout, logs on stderr (`COCCI_LOG` sets the level).
pub fn run_stdio() -> i32 {
    let filter = tracing_subscriber::EnvFilter::try_from_env("COCCI_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt().with_writer(std::io::stderr).with_env_filter(filter).try_init();
    // The async threads only route messages and edit texts (parsing and matching run on the
    // pools of `pool`): two are plenty, and the few blocking threads serve stdin/stdout.
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(4)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cocci lsp: cannot start: {e}");
            return 2;
        }
    };
    let status = runtime.block_on(serve(tokio::io::stdin(), tokio::io::stdout()));
    // The thread reading stdin may be blocked in a read that never returns (`exit` came, the
    // editor keeps the pipe open): do not wait for it.
    runtime.shutdown_timeout(std::time::Duration::from_millis(100));
    status
}
