//! The background model: `cocci daemon`, started by a run, holds one semantic model and
//! answers the questions later runs ask about it, until it has been idle for a while.
//!
//! Each connection has at most one file open; a connection's thread answers its questions in
//! order. A run first sends `Begin`, which brings the model in line with the files on disk;
//! when that cannot be done (a manifest changed), or a load failed (a failure is not retried
//! by a model, and the next run must try again), the daemon exits once its last connection
//! closes, and the next run starts a new one.

use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use sema_api::FileSemantics;

use super::Settings;
use super::Summary;
use super::protocol::{Conn, Question, Request, Response};

struct Daemon {
    model: sema::SemanticModel,
    socket: PathBuf,
    /// Connections open now.
    active: AtomicUsize,
    /// When the last connection closed.
    idle_since: Mutex<Instant>,
    /// Set when the model must not serve another run: exit once no connection is open.
    retire: AtomicBool,
    /// Held while a connection is counted and while the watch decides to exit, so that no
    /// accepted connection is cut by an idle exit.
    gate: Mutex<()>,
    /// Every loading message since the start (a model gives each once; each run must hear
    /// of a failure).
    messages: Mutex<Vec<String>>,
}

impl Daemon {
    /// Serves no other run: the socket goes at once (the next run starts a new daemon there),
    /// the process once its connections close.
    fn retire(&self) {
        if !self.retire.swap(true, Ordering::SeqCst) {
            let _ = std::fs::remove_file(&self.socket);
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Serves the model `settings` describe on `socket` until idle for `idle`.
pub fn serve(socket: &Path, settings: Settings, idle: Duration) -> ExitCode {
    let listener = match bind(socket) {
        Ok(Some(l)) => l,
        // Another daemon answers there already: it serves the runs.
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot listen on {}: {e}", socket.display());
            return ExitCode::from(2);
        }
    };
    let daemon = Arc::new(Daemon {
        model: settings.model(),
        socket: socket.to_owned(),
        active: AtomicUsize::new(0),
        idle_since: Mutex::new(Instant::now()),
        retire: AtomicBool::new(false),
        gate: Mutex::new(()),
        messages: Mutex::new(Vec::new()),
    });
    {
        let daemon = daemon.clone();
        std::thread::Builder::new()
            .name("cocci-daemon-watch".into())
            .stack_size(256 << 10)
            .spawn(move || watch(&daemon, idle))
            .ok();
    }
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        {
            let _gate = lock(&daemon.gate);
            daemon.active.fetch_add(1, Ordering::SeqCst);
        }
        let daemon = daemon.clone();
        let spawned = std::thread::Builder::new().name("cocci-daemon-conn".into()).spawn(move || {
            serve_connection(&daemon, stream);
            *lock(&daemon.idle_since) = Instant::now();
            daemon.active.fetch_sub(1, Ordering::SeqCst);
        });
        if spawned.is_err() {
            eprintln!("error: cannot start a thread for a connection");
        }
    }
    ExitCode::SUCCESS
}

/// Listens on `socket`; `None` when a live daemon already does. A socket file no daemon
/// answers on (one that was killed) is replaced.
fn bind(socket: &Path) -> std::io::Result<Option<UnixListener>> {
    match UnixListener::bind(socket) {
        Ok(l) => Ok(Some(l)),
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
            if UnixStream::connect(socket).is_ok() {
                return Ok(None);
            }
            std::fs::remove_file(socket)?;
            UnixListener::bind(socket).map(Some)
        }
        Err(e) => Err(e),
    }
}

/// Exits the process once no connection has been open for `idle`, or at once when the model
/// is retired and no connection is open.
fn watch(daemon: &Daemon, idle: Duration) {
    loop {
        std::thread::sleep(Duration::from_millis(100).min(idle));
        let _gate = lock(&daemon.gate);
        if daemon.active.load(Ordering::SeqCst) > 0 {
            continue;
        }
        let retired = daemon.retire.load(Ordering::SeqCst);
        if retired || lock(&daemon.idle_since).elapsed() >= idle {
            if !retired {
                // A retired daemon's socket is gone already, and the path may be a new one's.
                let _ = std::fs::remove_file(&daemon.socket);
            }
            // The model's memory goes back with the process; dropping it would only take time.
            std::process::exit(0);
        }
    }
}

fn serve_connection(daemon: &Daemon, stream: UnixStream) {
    let Ok(mut conn) = Conn::new(stream) else { return };
    let mut file: Option<Box<dyn FileSemantics>> = None;
    while let Ok(Some(request)) = conn.receive::<Request>() {
        let response = answer(daemon, &mut file, request);
        if conn.send(&response).is_err() {
            break;
        }
    }
}

fn answer(daemon: &Daemon, file: &mut Option<Box<dyn FileSemantics>>, request: Request) -> Response {
    match request {
        Request::Begin { version } if version != super::version() => {
            daemon.retire();
            Response::Mismatch { version: super::version() }
        }
        Request::Begin { .. } => {
            if daemon.retire.load(Ordering::SeqCst) {
                return Response::Stale { why: "the model is being retired".into() };
            }
            let loads = daemon.model.load_reports().len();
            daemon.model.forget_passed();
            match daemon.model.sync_with_disk() {
                Ok(changed) => Response::Begun { changed, loads },
                Err(why) => {
                    daemon.retire();
                    Response::Stale { why }
                }
            }
        }
        Request::Open { path, text } => {
            *file = Some(Box::new(daemon.model.file(&path, &text)));
            Response::Done
        }
        Request::Close => {
            *file = None;
            Response::Done
        }
        Request::Ask(question) => match file {
            Some(file) => Response::Answer(ask(file.as_ref(), question)),
            None => Response::Error("no file is open on this connection".into()),
        },
        Request::Passed { before } => {
            daemon.model.passed(&before);
            Response::Done
        }
        Request::Status => Response::Status { loading: daemon.model.now_loading() },
        Request::Summary { since } => {
            let mut messages = lock(&daemon.messages);
            messages.extend(daemon.model.take_messages());
            let failed_loads = daemon.model.failed_loads();
            if failed_loads > 0 {
                // The next run must try the load again: a model never does.
                daemon.retire();
            }
            let loads = daemon.model.load_reports();
            let loads = loads.iter().skip(since).map(|r| (r.root.display().to_string(), r.time.as_secs_f64()));
            Response::Summary(Summary { loads: loads.collect(), failed_loads, messages: messages.clone() })
        }
    }
}

fn ask(file: &dyn FileSemantics, question: Question) -> serde_json::Value {
    let value = match question {
        Question::ExprType(r) => serde_json::to_value(file.type_of_expr(r.0)),
        Question::TypeType(r) => serde_json::to_value(file.type_of_type(r.0)),
        Question::Path(r) => serde_json::to_value(file.resolve_path(r.0)),
        Question::Method(r) => serde_json::to_value(file.resolve_method(r.0)),
        Question::Receiver(r) => serde_json::to_value(file.receiver_passing(r.0)),
        Question::Text { path, ns, at } => serde_json::to_value(file.resolve_text(&path, ns, at.0)),
        Question::MethodOn { receiver, name } => serde_json::to_value(file.method_on(receiver.0, &name)),
        Question::PathIsConst { path, at } => serde_json::to_value(file.path_is_const(&path, at.0)),
        Question::StdMethodIsConst { name } => serde_json::to_value(file.std_method_is_const(&name)),
        Question::WhyUnresolved { path, ns, at } => serde_json::to_value(file.why_unresolved(&path, ns, at.0)),
        Question::WhyUnknown(r) => serde_json::to_value(file.why_unknown(r.0)),
        Question::NoStd => serde_json::to_value(file.crate_is_no_std()),
        Question::CrateName => serde_json::to_value(file.crate_name()),
        Question::Expand(r) => serde_json::to_value(file.expand_macro(r.0)),
        Question::InTranscriber(r) => serde_json::to_value(file.type_in_transcriber(r.0)),
    };
    value.unwrap_or(serde_json::Value::Null)
}
