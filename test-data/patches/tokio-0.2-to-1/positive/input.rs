use std::time::Duration;
use tokio::runtime::Builder;
use tokio::time::delay_for;

pub struct Timer {
    pub delay: tokio::time::Delay,
}

pub async fn tick(d: Duration) {
    delay_for(d).await;
    tokio::time::delay_for(d * 2).await;
}

pub fn runtime() -> tokio::runtime::Runtime {
    Builder::new().threaded_scheduler().core_threads(4).max_threads(16).enable_all().build().unwrap()
}

pub fn small() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new().basic_scheduler().enable_time().build().unwrap()
}
