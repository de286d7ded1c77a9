//! When the background work of open documents and patches runs: after a short pause (a burst
//! of keystrokes costs one run), latest-wins (per document or patch at most one run in flight;
//! changes during a run fold into one more run on the newest text, see `latest`), and a patch
//! change sets off the rest (the patches' diagnostics, every open document matched again, the
//! workspace scanned, live previews computed again). The runs themselves read and publish
//! through the `State`; counts of them are kept for tests of the scheduling.

use crate::diagnostics;
use crate::document::Lang;
use crate::infra::latest::Latest;
use crate::infra::pool;
use crate::matching;
use crate::patches::PatchFile;
use crate::stale;
use crate::state::{State, publish, publish_patch_diagnostics, publish_results};
use crate::subscriptions::Previews;
use dashmap::DashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tower_lsp_server::ls_types::Uri;

/// How long to wait after a Rust edit before matching (a burst of keystrokes matches once).
pub const RUST_DEBOUNCE: Duration = Duration::from_millis(15);
/// How long to wait after a patch edit before re-matching everything.
pub const PATCH_DEBOUNCE: Duration = Duration::from_millis(60);

/// Counts of the matching of open documents, for tests of the scheduling.
#[derive(Default)]
pub struct Stats {
    /// Runs of a document's match job started.
    pub match_runs: AtomicUsize,
    /// Match jobs on the pool now, per document, and the most ever at once for one document.
    in_flight: DashMap<Uri, usize>,
    pub max_in_flight: AtomicUsize,
}

impl Stats {
    fn job_started(&self, uri: &Uri) {
        self.match_runs.fetch_add(1, Ordering::SeqCst);
        let mut n = self.in_flight.entry(uri.clone()).or_default();
        *n += 1;
        self.max_in_flight.fetch_max(*n, Ordering::SeqCst);
    }

    fn job_ended(&self, uri: &Uri) {
        if let Some(mut n) = self.in_flight.get_mut(uri) {
            *n -= 1;
        }
    }
}

/// The jobs of one connection.
pub struct Scheduler {
    pub state: Arc<State>,
    /// Told of every patch change (and of patch edits that change nothing).
    pub previews: Arc<Previews>,
    /// One match in flight per open Rust document.
    doc_jobs: Arc<Latest<Uri>>,
    /// One parse in flight per open patch.
    patch_jobs: Arc<Latest<Uri>>,
    pub stats: Stats,
    /// When each open document last got diagnostics from a match (see `stale`).
    shown: DashMap<Uri, Instant>,
}

impl Scheduler {
    pub fn new(state: Arc<State>, previews: Arc<Previews>) -> Scheduler {
        Scheduler {
            state,
            previews,
            doc_jobs: Default::default(),
            patch_jobs: Default::default(),
            stats: Stats::default(),
            shown: DashMap::new(),
        }
    }

    /// Matches an open Rust document after a short pause and publishes its diagnostics, unless a
    /// newer version (or a patch change) arrived meanwhile. However many changes come, a document
    /// has at most one match in flight: changes during a run fold into one more run, on the last
    /// text (see `latest`); a run that a newer version supersedes stops before its next patch and
    /// publishes nothing.
    pub fn schedule_match(self: &Arc<Self>, uri: Uri, debounce: Duration) {
        let jobs = self.clone();
        self.doc_jobs.spawn(uri, &self.state.work, debounce, RUST_DEBOUNCE, move |uri| {
            let jobs = jobs.clone();
            async move { jobs.match_document(&uri).await }
        });
    }

    /// One run of [`Scheduler::schedule_match`]: the current version against the current patches.
    async fn match_document(&self, uri: &Uri) {
        let state = &self.state;
        if state.stopped.load(Ordering::SeqCst) {
            return;
        }
        // The generation before the patches: results are never newer-labelled than their patches.
        let generation = state.patch_generation();
        let Some((Lang::Rust, snap)) = state.snapshot(uri) else { return };
        let version = snap.version;
        let published = state.results.get(uri).is_some_and(|r| r.version == Some(version) && r.patch_gen == generation);
        if published {
            tracing::debug!("skip {} v{version} g{generation}: published", uri.as_str());
            return;
        }
        let patches = state.active_patches();
        let (st, u, s) = (state.clone(), uri.clone(), snap.clone());
        // A document typed in for a while without diagnostics gets this run's, even if a
        // keystroke makes it stale (then carried onto the newest text): it runs to its end
        // unless the patches change.
        let overdue = self.overdue(uri);
        let superseded =
            move || st.patch_generation() != generation || (!overdue && !st.is_current(&u, version, generation));
        self.stats.job_started(uri);
        let started = std::time::Instant::now();
        let results =
            pool::interactive().run(move || matching::match_snapshot(&s, &patches, &superseded)).await.flatten();
        self.stats.job_ended(uri);
        tracing::debug!(
            "matched {} v{version} g{generation} ({} reports) in {:?}{}",
            uri.as_str(),
            results.as_ref().map_or(0, |r| r.iter().map(|p| p.reports.len()).sum::<usize>()),
            started.elapsed(),
            if results.is_none() { " (superseded)" } else { "" }
        );
        let Some(results) = results else { return };
        if !state.is_current(uri, version, generation) {
            self.show_stale(uri, generation, &snap.text, &results).await;
            return;
        }
        self.shown.insert(uri.clone(), Instant::now());
        publish_results(state, uri.clone(), Some(version), generation, snap.text.clone(), results).await;
    }

    /// Whether the document has gone [`stale::SHOW_EVERY`] without diagnostics from a match.
    fn overdue(&self, uri: &Uri) -> bool {
        self.shown.get(uri).is_none_or(|at| at.elapsed() >= stale::SHOW_EVERY)
    }

    /// Shows `results`, found on the older text `old`, on the document's newest text when it
    /// has gone too long without diagnostics and the patches are the same (see `stale`).
    async fn show_stale(&self, uri: &Uri, generation: u64, old: &str, results: &[matching::PatchReports]) {
        let state = &self.state;
        if !self.overdue(uri) || state.patch_generation() != generation || state.stopped.load(Ordering::SeqCst) {
            return;
        }
        let Some((Lang::Rust, now)) = state.snapshot(uri) else { return };
        let carried = stale::carried(results, old, &now.text);
        let diags =
            diagnostics::for_reports(&carried, &now.text, state.enc(), &state.config(), state.related_information());
        tracing::debug!("{}: results of an older version shown on v{}", uri.as_str(), now.version);
        self.shown.insert(uri.clone(), Instant::now());
        publish(state, uri.clone(), Some(now.version), diags).await;
    }

    /// After any patch change: publish the patches' own diagnostics, re-match the open Rust
    /// documents, re-scan the rest of the workspace, refresh code lenses. The generation moves at
    /// once (work on the older patches stops); the rest follows a pause (typing in a patch
    /// re-matches once per burst).
    pub fn schedule_patch_change(self: &Arc<Self>) {
        let jobs = self.clone();
        let state = self.state.clone();
        let generation = state.next_patch_generation();
        tracing::debug!("patch change g{generation}");
        self.previews.patches_changed();
        let busy = state.work.begin();
        tokio::spawn(async move {
            let _busy = busy;
            tokio::time::sleep(PATCH_DEBOUNCE).await;
            if state.patch_generation() != generation || state.stopped.load(Ordering::SeqCst) {
                return;
            }
            publish_patch_diagnostics(&state).await;
            let open: Vec<Uri> = state.docs.iter().filter(|d| d.lang == Lang::Rust).map(|d| d.key().clone()).collect();
            for uri in open {
                jobs.schedule_match(uri, Duration::ZERO);
            }
            crate::scan::scan_workspace(&state, generation).await;
            if state.caps.read().unwrap_or_else(|e| e.into_inner()).code_lens_refresh {
                let _ = state.client.code_lens_refresh().await;
            }
        });
    }

    /// An open patch changed: it is parsed (on the interactive pool), its errors show, and the
    /// patches' change follows. One parse in flight per patch; the last text wins.
    pub fn schedule_patch_parse(self: &Arc<Self>, uri: Uri) {
        let jobs = self.clone();
        self.patch_jobs.spawn(uri, &self.state.work, Duration::ZERO, Duration::ZERO, move |uri| {
            let jobs = jobs.clone();
            async move { jobs.parse_open_patch(&uri).await }
        });
    }

    async fn parse_open_patch(self: &Arc<Self>, uri: &Uri) {
        let state = &self.state;
        let Some((Lang::Cocci, version, text)) = state.docs.get(uri).map(|d| (d.lang, d.version, d.text.clone()))
        else {
            return;
        };
        let u = uri.clone();
        let Some(mut patch) = pool::interactive().run(move || PatchFile::new(u, text.to_string(), true)).await else {
            return;
        };
        patch.version = Some(version);
        let patch = Arc::new(patch);
        // Set only if still the document's text: under the set's lock, so a closing document (or
        // an older parse finishing late) cannot interleave.
        let changed = {
            let mut set = state.patches.write().unwrap_or_else(|e| e.into_inner());
            if state.version(uri) != Some(version) {
                return;
            }
            set.set(patch.clone())
        };
        tracing::debug!("patch {} v{version}: changed {changed}, {} errors", uri.as_str(), patch.parsed.errors.len());
        let diags = diagnostics::for_patch(&patch, state.enc());
        publish(state, uri.clone(), Some(version), diags).await;
        if changed {
            self.schedule_patch_change();
        } else {
            self.previews.patch_edited(uri);
        }
    }
}
