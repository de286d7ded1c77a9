use std::time::Duration;

pub struct Pool;

impl Pool {
    pub fn core_threads(self, _n: usize) -> Self {
        self
    }
}

pub fn pool() -> Pool {
    // Not a tokio builder.
    Pool.core_threads(2)
}

pub async fn tick(d: Duration) {
    tokio::time::sleep(d).await;
}

// No `use tokio::time::delay_for;` here: this `delay_for` is someone else's.
pub fn delay_for(_d: Duration) {}

pub fn wait() {
    delay_for(Duration::from_millis(5));
}
