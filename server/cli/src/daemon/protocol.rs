//! What the command line and its background model say to each other: one JSON object a line
//! each way, a request answered by one response, over a Unix socket only this user can open.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;

use ra_ap_syntax::TextRange;
use sema_api::Ns;
use serde::{Deserialize, Serialize};

use super::Summary;

/// A range of the file's text as `[start, end]` byte offsets.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Range(#[serde(with = "sema_api::range")] pub TextRange);

#[derive(Debug, Serialize, Deserialize)]
pub enum Request {
    /// The first request of a run: the model re-reads the files that changed since the last
    /// one. `version` must be the daemon's own.
    Begin {
        version: String,
    },
    /// The questions that follow on this connection are about the file at `path` with `text`.
    Open {
        path: PathBuf,
        text: String,
    },
    /// The file opened on this connection is done with.
    Close,
    Ask(Question),
    /// Every file of the run before `before` (in path order) is done (`SemanticModel::passed`).
    Passed {
        before: PathBuf,
    },
    /// The workspace being loaded now, for the progress line.
    Status,
    /// What this run's loads cost and what went wrong; `since`: the loads [`Response::Begun`]
    /// counted.
    Summary {
        since: usize,
    },
}

/// One question of `sema_api::FileSemantics`, about the file opened on the connection.
#[derive(Debug, Serialize, Deserialize)]
pub enum Question {
    ExprType(Range),
    TypeType(Range),
    Path(Range),
    Method(Range),
    Receiver(Range),
    Text { path: String, ns: Ns, at: Range },
    MethodOn { receiver: Range, name: String },
    PathIsConst { path: String, at: Range },
    StdMethodIsConst { name: String },
    WhyUnresolved { path: String, ns: Ns, at: Range },
    WhyUnknown(Range),
    NoStd,
    CrateName,
    Expand(Range),
    InTranscriber(Range),
}

#[derive(Debug, Serialize, Deserialize)]
pub enum Response {
    /// The model is in line with the files (`changed` of them re-read); `loads`: how many
    /// loads it made before this run.
    Begun {
        changed: usize,
        loads: usize,
    },
    /// The model cannot be brought in line (a manifest changed, a file was added or removed):
    /// this daemon exits, and the run starts another.
    Stale {
        why: String,
    },
    /// A version other than the daemon's: it exits, and the run starts its own.
    Mismatch {
        version: String,
    },
    Done,
    /// The answer to a question, as `sema_api`'s value types serialize.
    Answer(serde_json::Value),
    Status {
        loading: Option<String>,
    },
    Summary(Summary),
    Error(String),
}

/// One end of a connection.
pub struct Conn {
    reader: BufReader<UnixStream>,
    writer: UnixStream,
    line: String,
}

impl Conn {
    pub fn new(stream: UnixStream) -> std::io::Result<Conn> {
        Ok(Conn { writer: stream.try_clone()?, reader: BufReader::new(stream), line: String::new() })
    }

    pub fn send<T: Serialize>(&mut self, message: &T) -> std::io::Result<()> {
        let mut bytes = serde_json::to_vec(message)?;
        bytes.push(b'\n');
        self.writer.write_all(&bytes)
    }

    /// The next message; `None` at the end of the stream.
    pub fn receive<T: for<'de> Deserialize<'de>>(&mut self) -> std::io::Result<Option<T>> {
        self.line.clear();
        if self.reader.read_line(&mut self.line)? == 0 {
            return Ok(None);
        }
        Ok(Some(serde_json::from_str(&self.line)?))
    }

    /// Sends `request` and waits for its response.
    pub fn call(&mut self, request: &Request) -> std::io::Result<Response> {
        self.send(request)?;
        self.receive()?.ok_or_else(|| std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "the daemon hung up"))
    }
}
