//! How a run hands its files to its threads: one at a time, in path order, each thread taking
//! the next file when it is done with one. All threads thus work through the same workspace
//! (and the same batch of workspaces side by side, `sema`'s `batch.rs`) at once, which then
//! pays its semantic model once and is dropped once every thread has moved past it. (Rayon's
//! splitting would send each thread to its own far part of the list, one model per thread.)

use std::collections::BTreeSet;
use std::sync::{Mutex, MutexGuard};

/// Which items were taken, and which of those are not done yet.
#[derive(Default)]
struct Taken {
    next: usize,
    running: BTreeSet<usize>,
}

/// `f` of each item on the pool's threads, taken in order; the results in the items' order.
/// After an item is done, `passed` is told of the first item not done yet when that moved
/// (every item before it is done). A panic in `f` reaches the caller, as with rayon's
/// iterators.
pub fn in_path_order<T: Sync, R: Send>(
    pool: &rayon::ThreadPool,
    items: &[T],
    f: impl Fn(&T) -> R + Sync,
    passed: impl Fn(&T) + Sync,
) -> Vec<R> {
    let taken = Mutex::new(Taken::default());
    // The first item not done, as last told. Tells go one at a time under this lock, and one
    // not past the last is dropped: two threads that finish at once compute their marks in
    // one order and may reach here in the other, and the model must never see its mark move
    // back.
    let told = Mutex::new(0);
    let done = Mutex::new(Vec::with_capacity(items.len()));
    pool.scope(|s| {
        for _ in 0..pool.current_num_threads().min(items.len()) {
            s.spawn(|_| {
                loop {
                    let (i, item) = {
                        let mut taken = lock(&taken);
                        let i = taken.next;
                        let Some(item) = items.get(i) else { break };
                        taken.next += 1;
                        taken.running.insert(i);
                        (i, item)
                    };
                    let r = f(item);
                    lock(&done).push((i, r));
                    let first_left = {
                        let mut taken = lock(&taken);
                        taken.running.remove(&i);
                        taken.running.first().copied().unwrap_or(taken.next)
                    };
                    // Told outside `taken`'s lock (the model may drop a database meanwhile,
                    // and other threads go on taking items), but inside `told`'s.
                    let mut last_told = lock(&told);
                    if first_left > *last_told {
                        *last_told = first_left;
                        if let Some(item) = items.get(first_left) {
                            passed(item);
                        }
                    }
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap_or_else(|e| e.into_inner());
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_once_results_in_order_and_items_taken_in_order() {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
        let items: Vec<usize> = (0..200).collect();
        let started = Mutex::new(Vec::new());
        let passed = Mutex::new(Vec::new());
        let out = in_path_order(
            &pool,
            &items,
            |&i| {
                started.lock().unwrap().push(i);
                // Every item before the first left is done when it is told.
                assert!(passed.lock().unwrap().last().is_none_or(|&p| p <= i));
                i * 2
            },
            |&first_left| passed.lock().unwrap().push(first_left),
        );
        assert_eq!(out, items.iter().map(|i| i * 2).collect::<Vec<_>>());
        // Taken in order: whichever thread starts an item, none starts before all earlier ones
        // were taken, so the starts are nearly sorted (at most one per thread out of place).
        let started = started.into_inner().unwrap();
        let late = started.windows(2).filter(|w| w[0] > w[1]).count();
        assert!(late < 200 / 4, "items taken out of order: {started:?}");
        // Told in increasing order, of items that exist. Nothing at all may be told: a thread
        // descheduled during item 0 while the others do items 1 to 199 finishes last, when no
        // item is left to name (seen in CI on a busy machine).
        let passed = passed.into_inner().unwrap();
        assert!(passed.windows(2).all(|w| w[0] < w[1]), "{passed:?}");
        assert!(passed.iter().all(|&p| p < 200), "{passed:?}");
    }

    /// The case CI met: the thread on item 0 is held up while the others do every other item.
    /// No mark may be told before item 0 is done, and after it only the items other threads
    /// still run are left to name.
    #[test]
    fn nothing_is_told_while_the_first_item_runs() {
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
        let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
        let items: Vec<usize> = (0..50).collect();
        let others_started = AtomicUsize::new(0);
        let first_done = AtomicBool::new(false);
        let passed = Mutex::new(Vec::new());
        in_path_order(
            &pool,
            &items,
            |&i| {
                if i == 0 {
                    while others_started.load(Ordering::SeqCst) < 49 {
                        std::thread::yield_now();
                    }
                    first_done.store(true, Ordering::SeqCst);
                } else {
                    others_started.fetch_add(1, Ordering::SeqCst);
                }
            },
            |&first_left| {
                assert!(first_done.load(Ordering::SeqCst), "{first_left} told while 0 ran");
                passed.lock().unwrap().push(first_left);
            },
        );
        // After item 0, only the items the two other threads still ran could be named.
        let passed = passed.into_inner().unwrap();
        assert!(passed.len() <= 2, "{passed:?}");
    }

    /// Items that take no time: threads finish at once all the time, the case where two marks
    /// could reach the model in the wrong order (seen in CI before tells took a lock).
    #[test]
    fn the_mark_told_never_moves_back_when_threads_finish_at_once() {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let items: Vec<usize> = (0..20_000).collect();
        let passed = Mutex::new(Vec::new());
        in_path_order(&pool, &items, |&i| i, |&first_left| passed.lock().unwrap().push(first_left));
        let passed = passed.into_inner().unwrap();
        let back = passed.windows(2).filter(|w| w[0] >= w[1]).count();
        assert_eq!(back, 0, "the mark moved back {back} times");
    }
}
