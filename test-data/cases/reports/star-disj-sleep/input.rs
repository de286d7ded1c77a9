async fn poll(c: &Client) {
    std::thread::sleep(Duration::from_millis(10));
    tokio::time::sleep(Duration::ZERO).await;
    while !c.ready() {
        thread::sleep(c.backoff());
    }
}
