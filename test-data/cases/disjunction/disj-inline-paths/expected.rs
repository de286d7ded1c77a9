async fn poll(c: &Client) {
    tokio::time::sleep(Duration::from_millis(10)).await;
    while !c.ready() {
        tokio::time::sleep(c.backoff()).await;
    }
    sleep(Duration::ZERO);
    tokio::time::sleep(Duration::ZERO).await;
    c.thread.sleep(Duration::ZERO);
}
