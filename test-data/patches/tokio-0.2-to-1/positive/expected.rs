use std::time::Duration;
use tokio::runtime::Builder;
use tokio::time::sleep;

pub struct Timer {
    pub delay: tokio::time::Sleep,
}

pub async fn tick(d: Duration) {
    sleep(d).await;
    tokio::time::sleep(d * 2).await;
}

pub fn runtime() -> tokio::runtime::Runtime {
    Builder::new_multi_thread().worker_threads(4).max_blocking_threads(16).enable_all().build().unwrap()
}

pub fn small() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_time().build().unwrap()
}
