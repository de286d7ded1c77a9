//! The run's side: a `sema_api::Workspace` whose answers come from the background model.
//! Each file being matched holds a connection of its own (taken from a pool, given back when
//! the file is done), so the run's threads ask at once.

use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use ra_ap_syntax::TextRange;
use sema_api::{Def, Expansion, FileSemantics, MethodInfo, Ns, ReceiverPassing, TypeInfo, Unresolved, Workspace};
use serde::de::DeserializeOwned;

use super::Summary;
use super::protocol::{Conn, Question, Range, Request, Response};

/// A connection to a background model, for one run.
pub struct Remote {
    shared: Arc<Shared>,
    /// Loads the model had made before this run (the summary counts this run's).
    loads_before: usize,
    /// Files whose changed text the model took at the start of this run.
    synced: usize,
}

struct Shared {
    socket: PathBuf,
    idle: Mutex<Vec<Conn>>,
    /// Set when the daemon stopped answering mid-run: the run's typed answers are incomplete.
    broken: AtomicBool,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// How a run's first request went.
pub enum Begun {
    Ready(Remote),
    /// The daemon cannot serve this run (its model is stale, or another version): it is
    /// leaving, and a new one must be started.
    Leaving(String),
}

impl Remote {
    /// Opens a run on the daemon listening at `socket`.
    pub fn begin(socket: &Path) -> std::io::Result<Begun> {
        let mut conn = Conn::new(UnixStream::connect(socket)?)?;
        match conn.call(&Request::Begin { version: super::version() })? {
            Response::Begun { changed, loads } => {
                let shared =
                    Shared { socket: socket.to_owned(), idle: Mutex::new(vec![conn]), broken: AtomicBool::new(false) };
                Ok(Begun::Ready(Remote { shared: Arc::new(shared), loads_before: loads, synced: changed }))
            }
            Response::Stale { why } => Ok(Begun::Leaving(why)),
            Response::Mismatch { version } => Ok(Begun::Leaving(format!("it is cocci {version}"))),
            other => Err(std::io::Error::other(format!("unexpected answer {other:?}"))),
        }
    }

    /// How many files' changed texts the model took at the start of this run.
    pub fn synced(&self) -> usize {
        self.synced
    }

    /// Whether the daemon stopped answering during the run.
    pub fn broke(&self) -> bool {
        self.shared.broken.load(Ordering::SeqCst)
    }

    /// What this run's loads cost and what went wrong; `None` if the daemon is gone.
    pub fn summary(&self) -> Option<Summary> {
        match self.shared.call(&Request::Summary { since: self.loads_before })? {
            Response::Summary(s) => Some(s),
            _ => None,
        }
    }

    /// Every file of the run before `path` is done: the model may drop what only they needed.
    pub fn passed(&self, path: &Path) {
        let before = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
        // Nothing to do if the daemon is gone: the run's questions say so.
        let _ = self.shared.call(&Request::Passed { before });
    }

    /// The workspace loading now, as a function the progress line's thread calls.
    pub fn loading_probe(&self) -> impl Fn() -> Option<String> + Send + 'static {
        let shared = self.shared.clone();
        move || match shared.call(&Request::Status) {
            Some(Response::Status { loading }) => loading,
            _ => None,
        }
    }
}

impl Shared {
    fn connection(&self) -> Option<Conn> {
        if let Some(conn) = lock(&self.idle).pop() {
            return Some(conn);
        }
        match UnixStream::connect(&self.socket).and_then(Conn::new) {
            Ok(conn) => Some(conn),
            Err(_) => {
                self.broken.store(true, Ordering::SeqCst);
                None
            }
        }
    }

    /// One request on a pooled connection.
    fn call(&self, request: &Request) -> Option<Response> {
        let mut conn = self.connection()?;
        let response = self.call_on(&mut conn, request)?;
        lock(&self.idle).push(conn);
        Some(response)
    }

    fn call_on(&self, conn: &mut Conn, request: &Request) -> Option<Response> {
        match conn.call(request) {
            Ok(Response::Error(_)) | Err(_) => {
                self.broken.store(true, Ordering::SeqCst);
                None
            }
            Ok(response) => Some(response),
        }
    }
}

impl Workspace for Remote {
    fn file(&self, path: &Path, text: &str) -> Box<dyn FileSemantics> {
        Box::new(RemoteFile {
            shared: self.shared.clone(),
            path: path.to_owned(),
            text: text.to_owned(),
            conn: Mutex::new(None),
        })
    }
}

/// Answers about one file, asked on a connection opened at the first question.
struct RemoteFile {
    shared: Arc<Shared>,
    path: PathBuf,
    text: String,
    conn: Mutex<Option<Conn>>,
}

impl RemoteFile {
    fn ask<T: DeserializeOwned>(&self, question: Question) -> Option<T> {
        let mut slot = lock(&self.conn);
        if slot.is_none() {
            let mut conn = self.shared.connection()?;
            let path = std::path::absolute(&self.path).unwrap_or_else(|_| self.path.clone());
            self.shared.call_on(&mut conn, &Request::Open { path, text: self.text.clone() })?;
            *slot = Some(conn);
        }
        let conn = slot.as_mut()?;
        match self.shared.call_on(conn, &Request::Ask(question)) {
            Some(Response::Answer(value)) => serde_json::from_value::<Option<T>>(value).ok().flatten(),
            _ => {
                // A connection out of step is not used again.
                *slot = None;
                None
            }
        }
    }
}

impl Drop for RemoteFile {
    fn drop(&mut self) {
        let conn = self.conn.get_mut().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(mut conn) = conn
            && let Some(Response::Done) = self.shared.call_on(&mut conn, &Request::Close)
        {
            lock(&self.shared.idle).push(conn);
        }
    }
}

fn r(range: TextRange) -> Range {
    Range(range)
}

impl FileSemantics for RemoteFile {
    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        self.ask(Question::ExprType(r(range)))
    }

    fn type_of_type(&self, range: TextRange) -> Option<TypeInfo> {
        self.ask(Question::TypeType(r(range)))
    }

    fn resolve_path(&self, range: TextRange) -> Option<Def> {
        self.ask(Question::Path(r(range)))
    }

    fn resolve_method(&self, range: TextRange) -> Option<Def> {
        self.ask(Question::Method(r(range)))
    }

    fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing> {
        self.ask(Question::Receiver(r(range)))
    }

    fn resolve_text(&self, path: &str, ns: Ns, at: TextRange) -> Option<Def> {
        self.ask(Question::Text { path: path.to_owned(), ns, at: r(at) })
    }

    fn method_on(&self, receiver: TextRange, name: &str) -> Option<MethodInfo> {
        self.ask(Question::MethodOn { receiver: r(receiver), name: name.to_owned() })
    }

    fn path_is_const(&self, path: &str, at: TextRange) -> Option<bool> {
        self.ask(Question::PathIsConst { path: path.to_owned(), at: r(at) })
    }

    fn std_method_is_const(&self, name: &str) -> Option<bool> {
        self.ask(Question::StdMethodIsConst { name: name.to_owned() })
    }

    fn why_unresolved(&self, path: &str, ns: Ns, at: TextRange) -> Option<Unresolved> {
        self.ask(Question::WhyUnresolved { path: path.to_owned(), ns, at: r(at) })
    }

    fn why_unknown(&self, range: TextRange) -> Option<String> {
        self.ask(Question::WhyUnknown(r(range)))
    }

    fn crate_is_no_std(&self) -> Option<bool> {
        self.ask(Question::NoStd)
    }

    fn crate_name(&self) -> Option<String> {
        self.ask(Question::CrateName)
    }

    fn expand_macro(&self, args: TextRange) -> Option<Expansion> {
        self.ask(Question::Expand(r(args)))
    }

    fn type_in_transcriber(&self, range: TextRange) -> Result<TypeInfo, String> {
        self.ask(Question::InTranscriber(r(range)))
            .unwrap_or_else(|| Err("the background model did not answer".to_owned()))
    }
}
