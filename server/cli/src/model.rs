//! A run's semantic model: its own, or the background model a `cocci daemon` keeps warm (see
//! `crate::daemon`). Either way the files are matched through one `sema_api::Workspace`.

use std::path::PathBuf;

use apply::count;

use crate::daemon::{self, Remote};
use crate::options::Options;

pub struct RunModel {
    /// Made for every run (it loads nothing until asked): untyped patches ask it only before
    /// a rewrite that could be wrong without it, `--verify` checks rewrites with it.
    local: sema::SemanticModel,
    /// Typed questions go here when the run uses a background model.
    background: Option<Remote>,
    /// `--all-cfgs`: the model of another configuration, asked about code the first one
    /// configures out (its own, never a background one).
    other: Option<sema::SemanticModel>,
}

/// What the semantic model cost a run, and what went wrong.
pub struct ModelSummary {
    /// Each load's seconds.
    pub load_seconds: Vec<f64>,
    /// Whether a workspace could not be loaded (or the background model stopped answering).
    pub failed: bool,
    pub messages: Vec<String>,
    /// With a background model that had loaded already: files it re-read for this run.
    pub warm_rereads: Option<usize>,
}

impl RunModel {
    /// The model of `paths`; a background one when `wants_background` and the user's choice
    /// allow and one answers. Files are processed in path order, so each of the `threads`
    /// works through one workspace after another: a model per thread keeps memory bounded
    /// over any number of workspaces.
    pub fn new(paths: &[PathBuf], opts: &Options, threads: usize, wants_background: bool) -> RunModel {
        let mut settings = daemon::Settings::new(paths, opts.trust, opts.configuration.clone());
        settings.max_live = opts.max_models.unwrap_or(threads.max(2));
        settings.max_memory = opts.max_memory;
        let local = settings.model();
        let background = (wants_background && opts.daemon.wanted()).then(|| background(&settings, opts)).flatten();
        let other = opts.other_configuration.clone().map(|configuration| {
            let mut other = daemon::Settings::new(paths, opts.trust, configuration);
            (other.max_live, other.max_memory) = (settings.max_live, settings.max_memory);
            other.model()
        });
        RunModel { local, background, other }
    }

    pub fn workspace(&self) -> &dyn sema_api::Workspace {
        self
    }

    /// The model of the run's configuration.
    fn first(&self) -> &dyn sema_api::Workspace {
        match &self.background {
            Some(remote) => remote,
            None => &self.local,
        }
    }

    /// Every file before `path` (in path order) is done: the model may drop the workspaces
    /// that lie wholly before it.
    pub fn passed(&self, path: &std::path::Path) {
        match &self.background {
            Some(remote) => remote.passed(path),
            None => self.local.passed(path),
        }
        if let Some(other) = &self.other {
            other.passed(path);
        }
    }

    /// The run's own model (`--verify` never uses a background one).
    pub fn local(&self) -> &sema::SemanticModel {
        &self.local
    }

    /// Which workspace is loading now, as a function the progress line's thread calls.
    pub fn loading_probe(&self) -> Box<dyn Fn() -> Option<String> + Send> {
        match &self.background {
            Some(remote) => Box::new(remote.loading_probe()),
            None => Box::new(self.local.loading_probe()),
        }
    }

    /// What the model cost the run, and what went wrong; once the files are done.
    pub fn summary(&self) -> ModelSummary {
        let mut summary = self.first_summary();
        if let Some(other) = &self.other {
            summary.load_seconds.extend(other.load_reports().iter().map(|r| r.time.as_secs_f64()));
            summary.failed |= other.failed_loads() > 0;
            summary.messages.extend(other.take_messages());
        }
        summary
    }

    fn first_summary(&self) -> ModelSummary {
        let Some(remote) = &self.background else {
            return ModelSummary {
                load_seconds: self.local.load_reports().iter().map(|r| r.time.as_secs_f64()).collect(),
                failed: self.local.failed_loads() > 0,
                messages: self.local.take_messages(),
                warm_rereads: None,
            };
        };
        let summary = remote.summary();
        let broke = remote.broke() || summary.is_none();
        let summary = summary.unwrap_or_default();
        let mut messages = summary.messages;
        if broke {
            messages.push("the background model stopped answering during the run".into());
        }
        ModelSummary {
            load_seconds: summary.loads.iter().map(|(_, secs)| *secs).collect(),
            failed: broke || summary.failed_loads > 0,
            messages,
            warm_rereads: Some(remote.synced()),
        }
    }
}

/// Files are asked about through the run's configuration, and with `--all-cfgs` through the
/// other where the first configures the code out.
impl sema_api::Workspace for RunModel {
    fn file(&self, path: &std::path::Path, text: &str) -> Box<dyn sema_api::FileSemantics> {
        match &self.other {
            Some(other) => sema_api::Configurations { first: self.first(), other }.file(path, text),
            None => self.first().file(path, text),
        }
    }
}

impl ModelSummary {
    /// For a terminal: how long the model took to load, or that it was loaded already.
    pub fn note(&self) -> Option<String> {
        if !self.load_seconds.is_empty() {
            let time: f64 = self.load_seconds.iter().sum();
            let what = count(self.load_seconds.len(), "workspace", "workspaces");
            return Some(format!("note: semantic model: {what} loaded in {time:.1} s"));
        }
        let reread = count(self.warm_rereads?, "changed file", "changed files");
        Some(format!("note: semantic model: already loaded in the background ({reread} re-read)"))
    }
}

/// The background model for this run's paths and settings, when it answers; `None`: the run
/// loads its own.
fn background(settings: &daemon::Settings, opts: &Options) -> Option<Remote> {
    match daemon::connect(settings) {
        Ok((remote, started)) => {
            if started && std::io::IsTerminal::is_terminal(&std::io::stderr()) {
                let minutes = daemon::idle_period().as_secs().div_ceil(60);
                eprintln!(
                    "note: the semantic model stays loaded in the background for {minutes} min, for the next run \
                     (--no-daemon: not)"
                );
            }
            Some(remote)
        }
        Err(why) => {
            if opts.daemon == daemon::Use::Always {
                eprintln!("warning: no background model ({why}): this run loads its own");
            }
            tracing::debug!("no background model: {why}");
            None
        }
    }
}
