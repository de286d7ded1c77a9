//! The few internals the `test-support` crate needs, and nothing else: not an API.
//!
//! Why this stays in `lsp`: the test client must see into a server running in its process (to
//! wait until its background work is done, to count its runs), and the fuzz targets must run
//! the server's own code paths (its framing, its classification of messages, its edits), not
//! copies of them. A crate outside reaches neither through the protocol, so the server exposes
//! these narrow handles; the client, the fuzz harness and everything else built on them live in
//! `server/test-support`.

use crate::schedule::Scheduler;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tower_lsp_server::ls_types::{Range, TextEdit};

/// What a test may see of a server that runs in its process.
pub struct Observer {
    jobs: Arc<Scheduler>,
}

impl Observer {
    /// Returns once no background work is scheduled or running (debounced matches, patch
    /// changes, scans, previews).
    pub async fn idle(&self) {
        self.jobs.state.idle().await
    }

    /// How many match runs of open documents started, and the most ever in flight for one
    /// document at once.
    pub fn match_runs(&self) -> (usize, usize) {
        let stats = &self.jobs.stats;
        (stats.match_runs.load(Ordering::SeqCst), stats.max_in_flight.load(Ordering::SeqCst))
    }

    /// The server's semantic model of the workspace (made now if it was not).
    pub fn semantic_model(&self) -> Arc<sema::SemanticModel> {
        self.jobs.state.semantic_model()
    }

    /// How many runs of live previews computed a diff.
    pub fn preview_runs(&self) -> u64 {
        self.jobs.previews.runs.load(Ordering::SeqCst)
    }
}

/// [`crate::serve`], handing an [`Observer`] of the server to `on_start` first.
pub async fn serve_observed<I, O>(input: I, output: O, on_start: impl FnOnce(Observer)) -> i32
where
    I: tokio::io::AsyncRead + Unpin,
    O: tokio::io::AsyncWrite + Unpin,
{
    crate::serve_with(input, output, |server| on_start(Observer { jobs: server.jobs.clone() })).await
}

/// How the transport cuts the client's bytes into message bodies.
pub use crate::infra::framing::{Frame, FrameReader};

/// What the transport makes of one message body.
#[derive(Debug, PartialEq, Eq)]
pub enum Body {
    /// A request or notification, with its method.
    Request(String),
    Response,
    /// Not a message; `answered`: the server answers it with an error.
    Invalid {
        answered: bool,
    },
}

/// Classifies a body as the transport does.
pub fn classify(body: &[u8]) -> Body {
    use crate::infra::transport::{Incoming, classify};
    match classify(body) {
        Incoming::Request(r) => Body::Request(r.method().to_owned()),
        Incoming::Response(_) => Body::Response,
        Incoming::Invalid(answer) => Body::Invalid { answered: answer.is_some() },
    }
}

/// The whole-file edit the server offers for `patch` on `text` (a fix-all, as code actions and
/// commands make it), in UTF-16 positions; `None` when nothing changes.
pub fn fix_all_edit(text: &str, patch: &str, edition: ra_ap_syntax::Edition) -> Option<TextEdit> {
    use crate::infra::encoding::{Encoding, Lines};
    let uri: tower_lsp_server::ls_types::Uri = "file:///fuzz/p.cocci".parse().expect("a uri");
    let file = Arc::new(crate::patches::PatchFile::new(uri, patch.to_owned(), true));
    let new = crate::edits::apply_patches(text, edition, &[file], &None);
    crate::edits::whole_file_edit(text, &new, &Lines::new(text, Encoding::Utf16))
}

/// Makes the change an editor sends (`range` in UTF-16 positions) to `text`, by the server's
/// own rule for positions past a line's end or inside a character.
pub fn apply_change(text: &mut String, range: Range, new: &str) {
    crate::document::apply_change(text, range, new, crate::infra::encoding::Encoding::Utf16);
}
