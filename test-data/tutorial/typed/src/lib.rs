/// Orders waiting, counted by the queue's own `len` (it has no `is_empty`).
pub struct Queue {
    orders: Vec<u32>,
}

impl Queue {
    pub fn len(&self) -> usize {
        self.orders.len()
    }
}

pub fn idle(queue: &Queue) -> bool {
    queue.len() == 0
}

pub fn sold_out(items: Vec<String>) -> bool {
    items.len() == 0
}

/// Built only with `--features audit`, which the model leaves off, as cargo does.
#[cfg(feature = "audit")]
pub fn nothing_logged(log: Vec<String>) -> bool {
    log.len() == 0
}
