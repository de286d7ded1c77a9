async fn poll(c: &Client) {
    sleep(Duration::ZERO);
    tokio::time::sleep(Duration::ZERO).await;
    c.thread.sleep(Duration::ZERO);
    core::thread::sleep(Duration::ZERO);
    let d = std::thread::sleep(Duration::ZERO);
    thread::sleep_ms(5);
}
