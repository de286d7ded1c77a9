//! The background model: a typed run's semantic model kept warm for the next run.
//!
//! Loading rust-analyzer's model of a workspace (and std's) is most of a typed run's time; the
//! language server keeps it warm, and so does this for the command line. A typed run asks a
//! `cocci daemon` process for the model's answers over a Unix socket, starting one if none
//! runs for the same paths and settings; the daemon exits after an idle period. Matching,
//! rewriting and writing stay in the run: only `sema_api`'s questions cross (the one port to
//! the semantic layer), so a warm run gives exactly the answers a cold one would, with each
//! changed file re-read by its contents at the start of the run (see `sema`'s `disk.rs`).
//!
//! By default (`--daemon auto`) only runs on a terminal use it: scripts and CI get a
//! self-contained run that leaves no process behind. Unix only: elsewhere runs load their own
//! model.

#[cfg(unix)]
mod client;
#[cfg(not(unix))]
mod elsewhere;
#[cfg(unix)]
mod protocol;
#[cfg(unix)]
mod serve;

#[cfg(unix)]
pub use client::Remote;
#[cfg(not(unix))]
pub use elsewhere::{Remote, connect, serve};
#[cfg(unix)]
pub use serve::serve;

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Whether a run uses a background model.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Use {
    /// When stderr is a terminal (someone is waiting, and will likely run again).
    #[default]
    Auto,
    Always,
    Never,
}

impl Use {
    /// The choice the COCCI_DAEMON environment variable makes (`auto`, `always`, `never`;
    /// anything else: `auto`).
    pub fn from_env() -> Use {
        let value = std::env::var("COCCI_DAEMON").unwrap_or_default();
        clap::ValueEnum::from_str(value.trim(), true).unwrap_or_default()
    }

    pub fn wanted(self) -> bool {
        match self {
            Use::Auto => std::io::IsTerminal::is_terminal(&std::io::stderr()),
            Use::Always => true,
            Use::Never => false,
        }
    }
}

/// How long a daemon waits for another run before it exits (`COCCI_DAEMON_IDLE`: seconds).
pub fn idle_period() -> Duration {
    let secs = std::env::var("COCCI_DAEMON_IDLE").ok().and_then(|s| s.parse::<u64>().ok());
    Duration::from_secs(secs.unwrap_or(600))
}

/// What a background model is made of: two runs share one daemon when these are equal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The paths the run names, absolute.
    pub roots: Vec<PathBuf>,
    pub trust: sema::Trust,
    pub configuration: sema::Configuration,
    pub max_live: usize,
    pub max_memory: Option<u64>,
}

impl Settings {
    pub fn new(paths: &[PathBuf], trust: sema::Trust, configuration: sema::Configuration) -> Settings {
        let roots = paths.iter().map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.clone())).collect();
        Settings { roots, trust, configuration, max_live: 2, max_memory: None }
    }

    /// The model a run asks: its threads take the files in path order (`crate::order`).
    pub fn model(&self) -> sema::SemanticModel {
        sema::SemanticModel::with_trust(self.roots.iter().cloned(), self.trust)
            .with_path_order()
            .with_max_live(self.max_live)
            .with_max_memory(self.max_memory)
            .with_configuration(self.configuration.clone())
    }
}

/// What a run's loads cost and what went wrong (since the daemon started: a load that failed
/// is not tried again, and each run must hear of it).
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Summary {
    /// Each workspace loaded during the run, with the seconds it took.
    pub loads: Vec<(String, f64)>,
    pub failed_loads: usize,
    pub messages: Vec<String>,
}

/// The protocol's version: a daemon of another build is never asked (see [`socket_for`]),
/// and one that is anyway says so.
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}

/// The socket of the daemon for `settings`, made by this very executable: a rebuilt `cocci`
/// never talks to an older one's daemon. `None` when no private folder for it can be made.
#[cfg(unix)]
fn socket_for(settings: &Settings) -> Result<PathBuf, String> {
    let dir = private_dir()?;
    let mut hasher = std::hash::DefaultHasher::new();
    version().hash(&mut hasher);
    if let Ok(exe) = std::env::current_exe() {
        exe.hash(&mut hasher);
        if let Ok(meta) = std::fs::metadata(&exe) {
            meta.len().hash(&mut hasher);
            meta.modified().ok().hash(&mut hasher);
        }
    }
    serde_json::to_string(settings).map_err(|e| e.to_string())?.hash(&mut hasher);
    Ok(dir.join(format!("{:016x}.sock", hasher.finish())))
}

/// A folder only this user can enter: `$COCCI_DAEMON_DIR`, `$XDG_RUNTIME_DIR/cocci`, or
/// `cocci-UID` in the temporary folder. Refused when it exists with another owner or open to others (someone
/// could then answer a run's questions).
#[cfg(unix)]
fn private_dir() -> Result<PathBuf, String> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    let uid = rustix::process::getuid().as_raw();
    let set = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let dir = match (set("COCCI_DAEMON_DIR"), set("XDG_RUNTIME_DIR")) {
        (Some(dir), _) => dir,
        (None, Some(run)) => run.join("cocci"),
        (None, None) => std::env::temp_dir().join(format!("cocci-{uid}")),
    };
    match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(format!("cannot make {}: {e}", dir.display())),
    }
    let meta = std::fs::symlink_metadata(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if !meta.is_dir() || meta.uid() != uid || meta.mode() & 0o077 != 0 {
        return Err(format!("{} is not a folder only this user can enter", dir.display()));
    }
    Ok(dir)
}

/// A run on the background model for `settings`, starting a daemon if none serves them.
/// Returns it and whether a daemon was started; an error says why the run must load its own.
#[cfg(unix)]
pub fn connect(settings: &Settings) -> Result<(Remote, bool), String> {
    let socket = socket_for(settings)?;
    match Remote::begin(&socket) {
        Ok(client::Begun::Ready(remote)) => return Ok((remote, false)),
        Ok(client::Begun::Leaving(why)) => tracing::debug!("the background model is leaving: {why}"),
        Err(e) => tracing::debug!("no background model at {}: {e}", socket.display()),
    }
    start(&socket, settings)?;
    // Loading is lazy: a daemon listens within milliseconds of its start.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        match Remote::begin(&socket) {
            Ok(client::Begun::Ready(remote)) => return Ok((remote, true)),
            Ok(client::Begun::Leaving(why)) => return Err(format!("the new background model is leaving: {why}")),
            Err(_) if std::time::Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(format!("the background model did not start: {e}")),
        }
    }
}

/// Starts `cocci daemon` for `settings` at `socket`, detached from the run (its own process
/// group: a Ctrl-C to the run leaves it be), its errors logged beside the socket.
#[cfg(unix)]
fn start(socket: &Path, settings: &Settings) -> Result<(), String> {
    use std::os::unix::process::CommandExt;
    let exe = std::env::current_exe().map_err(|e| format!("cannot find cocci's executable: {e}"))?;
    let json = serde_json::to_string(settings).map_err(|e| e.to_string())?;
    let log = std::fs::File::create(socket.with_extension("log")).map_err(|e| e.to_string())?;
    std::process::Command::new(exe)
        .arg("daemon")
        .arg("--socket")
        .arg(socket)
        .arg("--settings")
        .arg(json)
        .arg("--idle")
        .arg(idle_period().as_secs().to_string())
        .current_dir("/")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(log)
        .process_group(0)
        .spawn()
        .map(drop)
        .map_err(|e| format!("cannot start the background model: {e}"))
}
