//! Knowing when the server has nothing left to do: every piece of background work (a
//! debounced match, a patch change, a scan) holds a [`Busy`] guard while it is scheduled or
//! running. Tests wait for idleness to compare what was published last with what the CLI
//! says; nothing in the server itself waits for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::sync::Notify;

#[derive(Default)]
pub struct Work {
    count: AtomicUsize,
    idle: Notify,
}

/// One piece of work in progress; dropping it ends it.
pub struct Busy(Arc<Work>);

impl Work {
    pub fn begin(self: &Arc<Self>) -> Busy {
        self.count.fetch_add(1, Ordering::SeqCst);
        Busy(self.clone())
    }

    /// Returns once no work is scheduled or running.
    pub async fn idle(&self) {
        loop {
            let notified = self.idle.notified();
            if self.count.load(Ordering::SeqCst) == 0 {
                return;
            }
            notified.await;
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_waits_for_every_guard() {
        let work = Arc::new(Work::default());
        work.idle().await;
        let a = work.begin();
        let b = work.begin();
        let w = work.clone();
        let waiter = tokio::spawn(async move { w.idle().await });
        drop(a);
        tokio::task::yield_now().await;
        assert!(!waiter.is_finished());
        drop(b);
        waiter.await.unwrap();
    }
}
