//! Live previews: the clients' subscriptions to the preview of a patch (made by `preview`),
//! and when each is computed again and sent.
//!
//! - `cocci/previewSubscribe` `{uri, scope?}` subscribes to a patch: a `cocci/preview`
//!   notification (a [`Payload`]) follows at once and then whenever what it shows changes: the
//!   patch's text (unsaved edits included), a Rust file open or on disk, the patch's errors
//!   (sent with `error` set and no diff). `cocci/previewUnsubscribe` `{uri}` ends it. Clients
//!   that never subscribe never get a `cocci/preview`.
//!
//! Bounded work, as the rest of the server: at most [`MAX_SUBSCRIPTIONS`] subscriptions, one
//! preview computation in flight per patch (changes during a run fold into one more run, on the
//! newest state; see `latest`), a pause of [`DEBOUNCE`] before each run so a burst of
//! keystrokes computes once, a run whose inputs changed meanwhile stops at its next file and
//! sends nothing (the newer run follows).

use crate::document::Lang;
use crate::infra::confine::Kind;
use crate::infra::latest::Latest;
use crate::preview::{Payload, Scope, compute, patch_errors};
use crate::state::State;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tower_lsp_server::ls_types::Uri;

pub const SUBSCRIBE: &str = "cocci/previewSubscribe";
pub const UNSUBSCRIBE: &str = "cocci/previewUnsubscribe";
pub const NOTIFICATION: &str = "cocci/preview";

/// The pause after a change before a subscribed preview is computed again.
pub const DEBOUNCE: Duration = Duration::from_millis(80);
/// Patches previewed at once, per connection.
pub const MAX_SUBSCRIPTIONS: usize = 8;

/// A client's subscription to the preview of one patch.
struct Subscription {
    scope: Scope,
    /// Bumped by every subscribe: a run of an older subscription records nothing.
    epoch: u64,
    /// The inputs of the last preview computed: the patch's generation and the files'.
    inputs: Option<(u64, u64)>,
    /// The last payload sent.
    sent: Option<Payload>,
}

/// The subscriptions of the connection and their runs.
pub struct Previews {
    state: Arc<State>,
    subs: Mutex<HashMap<Uri, Subscription>>,
    /// One run in flight per patch.
    jobs: Arc<Latest<Uri>>,
    /// Bumped whenever a Rust file opens, changes, closes or changes on disk.
    files_gen: AtomicU64,
    epochs: AtomicU64,
    /// Runs that computed a diff (for tests).
    pub runs: AtomicU64,
}

impl Previews {
    pub fn new(state: Arc<State>) -> Previews {
        Previews {
            state,
            subs: Default::default(),
            jobs: Default::default(),
            files_gen: Default::default(),
            epochs: Default::default(),
            runs: Default::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Uri, Subscription>> {
        self.subs.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn current(&self, uri: &Uri, epoch: u64) -> bool {
        self.lock().get(uri).is_some_and(|s| s.epoch == epoch)
    }

    /// `cocci/previewSubscribe`: checks the patch, records the subscription, and schedules its
    /// first preview (sent as a notification, like every later one).
    pub fn subscribe(self: &Arc<Self>, params: &Value) -> Result<(), String> {
        let state = &self.state;
        let uri = uri_param(params)?;
        let real = state.workspace().check(&uri, Kind::Patch)?;
        // Loaded, open, or on disk (not loaded yet: its preview follows once it is).
        let known = state.patches.read().unwrap_or_else(|e| e.into_inner()).get(&uri).is_some()
            || state.docs.get(&uri).is_some_and(|d| d.lang == Lang::Cocci)
            || real.is_file();
        if !known {
            return Err(format!("no patch at {}", uri.as_str()));
        }
        let scope = Scope::from_options(Some(params))?;
        {
            let mut subs = self.lock();
            if !subs.contains_key(&uri) && subs.len() >= MAX_SUBSCRIPTIONS {
                return Err(format!("at most {MAX_SUBSCRIPTIONS} previews at once: unsubscribe one first"));
            }
            let epoch = self.epochs.fetch_add(1, Ordering::SeqCst) + 1;
            subs.insert(uri.clone(), Subscription { scope, epoch, inputs: None, sent: None });
        }
        self.schedule(uri, Duration::ZERO);
        Ok(())
    }

    /// `cocci/previewUnsubscribe`: no more previews of the patch (a run in flight sends nothing).
    pub fn unsubscribe(&self, params: &Value) -> Result<(), String> {
        let uri = uri_param(params)?;
        self.lock().remove(&uri);
        Ok(())
    }

    /// Patches changed (any of them; a run whose patch did not change sends nothing).
    pub fn patches_changed(self: &Arc<Self>) {
        for uri in self.subscribed() {
            self.schedule(uri, DEBOUNCE);
        }
    }

    /// A Rust file opened, changed, closed, or changed on disk.
    pub fn files_changed(self: &Arc<Self>) {
        self.files_gen.fetch_add(1, Ordering::SeqCst);
        for uri in self.subscribed() {
            self.schedule(uri, DEBOUNCE);
        }
    }

    /// An open patch was edited without changing its text (only its version).
    pub fn patch_edited(self: &Arc<Self>, uri: &Uri) {
        if self.lock().contains_key(uri) {
            self.schedule(uri.clone(), DEBOUNCE);
        }
    }

    fn subscribed(&self) -> Vec<Uri> {
        self.lock().keys().cloned().collect()
    }

    /// Computes and sends the preview of a subscribed patch after `debounce`: one run in flight
    /// per patch, requests meanwhile folded into one more run.
    fn schedule(self: &Arc<Self>, uri: Uri, debounce: Duration) {
        let previews = self.clone();
        self.jobs.spawn(uri, &self.state.work, debounce, DEBOUNCE, move |uri| {
            let previews = previews.clone();
            async move { previews.run(&uri).await }
        });
    }

    /// One run of [`Previews::schedule`]: the preview of the current patch and files, sent if it
    /// says something new.
    async fn run(self: &Arc<Self>, uri: &Uri) {
        let state = &self.state;
        if state.stopped.load(Ordering::SeqCst) {
            return;
        }
        // Read before the inputs: a change after this point cancels the run.
        let files_gen = self.files_gen.load(Ordering::SeqCst);
        let patch = state.patches.read().unwrap_or_else(|e| e.into_inner()).get(uri);
        let patch_gen = patch.as_ref().map_or(0, |p| p.generation);
        // An edit that leaves the text as it was makes no new patch: its version is still this text's.
        let version = patch.as_ref().and_then(|p| {
            let doc = state.docs.get(uri).filter(|d| d.lang == Lang::Cocci && *d.text == *p.text).map(|d| d.version);
            doc.or(p.version)
        });
        let (scope, epoch, same) = {
            let subs = self.lock();
            let Some(sub) = subs.get(uri) else { return };
            let same = (sub.inputs == Some((patch_gen, files_gen))).then(|| sub.sent.clone()).flatten();
            if same.as_ref().is_some_and(|s| s.version == version) {
                return;
            }
            (sub.scope, sub.epoch, same)
        };
        let payload = match (patch, same) {
            (_, Some(same)) => Payload { version, ..same },
            (None, None) => Payload::error(uri, None, scope, format!("no patch at {}", uri.as_str())),
            (Some(p), None) => match patch_errors(&p) {
                Some(why) => Payload::error(uri, version, scope, why),
                None => {
                    let (previews, u) = (self.clone(), uri.clone());
                    let cancelled = move || {
                        let st = &previews.state;
                        st.stopped.load(Ordering::SeqCst)
                            || previews.files_gen.load(Ordering::SeqCst) != files_gen
                            || st.patches.read().unwrap_or_else(|e| e.into_inner()).get(&u).map(|p| p.generation)
                                != Some(patch_gen)
                            || !previews.current(&u, epoch)
                    };
                    self.runs.fetch_add(1, Ordering::SeqCst);
                    match compute(state, p, scope, cancelled).await {
                        Some(payload) => Payload { version, ..payload },
                        // Superseded: the change that did it scheduled the next run.
                        None => return,
                    }
                }
            },
        };
        let send = {
            let mut subs = self.lock();
            let Some(sub) = subs.get_mut(uri).filter(|s| s.epoch == epoch) else { return };
            sub.inputs = Some((patch_gen, files_gen));
            let new = sub.sent.as_ref() != Some(&payload);
            if new {
                sub.sent = Some(payload.clone());
            }
            new
        };
        if send && !state.stopped.load(Ordering::SeqCst) {
            tracing::debug!("preview of {} v{:?}: {}", uri.as_str(), payload.version, payload.summary());
            state.client.send_notification::<PreviewNotification>(payload.to_json()).await;
        }
    }
}

fn uri_param(params: &Value) -> Result<Uri, String> {
    let arg = params.get("uri").and_then(Value::as_str).ok_or("expected {\"uri\": patch URI}")?;
    arg.parse().map_err(|_| format!("not a URI: {arg}"))
}

/// `cocci/preview`, from the server.
pub enum PreviewNotification {}

impl tower_lsp_server::ls_types::notification::Notification for PreviewNotification {
    type Params = Value;
    const METHOD: &'static str = NOTIFICATION;
}
