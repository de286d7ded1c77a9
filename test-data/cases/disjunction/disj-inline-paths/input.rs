async fn poll(c: &Client) {
    std::thread::sleep(Duration::from_millis(10));
    while !c.ready() {
        thread::sleep(c.backoff());
    }
    sleep(Duration::ZERO);
    tokio::time::sleep(Duration::ZERO).await;
    c.thread.sleep(Duration::ZERO);
}
