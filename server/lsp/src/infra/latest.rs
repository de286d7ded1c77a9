//! Work where only the newest state counts (a document's diagnostics, a patch's parse): per
//! key, at most one run is in flight, and requests that arrive meanwhile are folded into one
//! more run after it, never queued one by one. However fast the changes come, a document costs
//! one task and at most one job on the pool; the run after a burst sees the burst's last state.
//!
//! A caller asks with [`Latest::request`]; when nothing runs for the key it gets a [`Driver`]
//! and loops: [`Driver::begin`] right before reading the state, then the work, then
//! [`Driver::again`] to learn whether a newer request came (else the key is free).
//! [`Latest::spawn`] does all that on a task of its own, with a pause before each run.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

pub struct Latest<K> {
    /// The keys with a driver, and whether a request came since its run began.
    running: Mutex<HashMap<K, bool>>,
}

impl<K> Default for Latest<K> {
    fn default() -> Self {
        Latest { running: Mutex::new(HashMap::new()) }
    }
}

/// The right to run for a key, until [`Driver::again`] says there is nothing new (or it is
/// dropped, panics included).
pub struct Driver<K: Eq + Hash> {
    latest: Arc<Latest<K>>,
    key: K,
    freed: bool,
}

impl<K: Eq + Hash + Clone> Latest<K> {
    /// A driver when no run is in flight for `key`; otherwise the running one will run again.
    pub fn request(self: &Arc<Self>, key: &K) -> Option<Driver<K>> {
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        match running.get_mut(key) {
            Some(again) => {
                *again = true;
                None
            }
            None => {
                running.insert(key.clone(), false);
                Some(Driver { latest: self.clone(), key: key.clone(), freed: false })
            }
        }
    }
}

impl<K: Eq + Hash> Driver<K> {
    /// A run begins: it will read the state as of now, so earlier requests are served.
    pub fn begin(&self) {
        let mut running = self.latest.running.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(again) = running.get_mut(&self.key) {
            *again = false;
        }
    }

    /// After a run: `true` when a request came since it began (run again); `false` frees the
    /// key, atomically with the check, so no request is lost.
    pub fn again(&mut self) -> bool {
        let mut running = self.latest.running.lock().unwrap_or_else(|e| e.into_inner());
        if running.get(&self.key).copied().unwrap_or(false) {
            return true;
        }
        running.remove(&self.key);
        self.freed = true;
        false
    }
}

impl<K: Eq + Hash> Driver<K> {
    /// The loop of a debounced key: wait `pause` (`next` between later runs), run `work`, and
    /// again while requests came during the run.
    pub async fn drive<F: std::future::Future<Output = ()>>(
        mut self,
        mut pause: std::time::Duration,
        next: std::time::Duration,
        mut work: impl FnMut() -> F,
    ) {
        loop {
            if !pause.is_zero() {
                tokio::time::sleep(pause).await;
            }
            self.begin();
            work().await;
            if !self.again() {
                break;
            }
            pause = next;
        }
    }
}

impl<K: Eq + Hash + Clone + Send + Sync + 'static> Latest<K> {
    /// Asks for a run for `key` and, when none is in flight, drives the runs on a task of its
    /// own: `run(key)` after `pause` (`next` between later runs), again while requests came
    /// during a run. The task counts as `work` until it ends (see `idle`).
    pub fn spawn<F: std::future::Future<Output = ()> + Send + 'static>(
        self: &Arc<Self>,
        key: K,
        work: &Arc<super::idle::Work>,
        pause: std::time::Duration,
        next: std::time::Duration,
        mut run: impl FnMut(K) -> F + Send + 'static,
    ) {
        let Some(driver) = self.request(&key) else { return };
        let busy = work.begin();
        tokio::spawn(async move {
            let _busy = busy;
            driver.drive(pause, next, || run(key.clone())).await;
        });
    }
}

impl<K: Eq + Hash> Drop for Driver<K> {
    fn drop(&mut self) {
        if !self.freed {
            self.latest.running.lock().unwrap_or_else(|e| e.into_inner()).remove(&self.key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_during_a_run_fold_into_one_more_run() {
        let latest: Arc<Latest<&str>> = Default::default();
        let mut driver = latest.request(&"a").expect("nothing runs: a driver");
        assert!(latest.request(&"b").is_some(), "keys are independent");
        driver.begin();
        for _ in 0..1000 {
            assert!(latest.request(&"a").is_none(), "folded into the running driver");
        }
        assert!(driver.again(), "one more run for all of them");
        driver.begin();
        assert!(!driver.again(), "nothing new: the key is free");
        assert!(latest.request(&"a").is_some());
    }

    #[test]
    fn a_request_before_begin_is_served_by_that_run() {
        let latest: Arc<Latest<u8>> = Default::default();
        let mut driver = latest.request(&1).unwrap();
        assert!(latest.request(&1).is_none());
        driver.begin();
        assert!(!driver.again());
    }

    #[test]
    fn a_dropped_driver_frees_its_key() {
        let latest: Arc<Latest<u8>> = Default::default();
        let driver = latest.request(&1).unwrap();
        drop(driver);
        assert!(latest.request(&1).is_some());
    }
}
