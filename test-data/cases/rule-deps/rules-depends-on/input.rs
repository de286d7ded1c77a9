async fn worker(rx: Receiver<Job>) {
    let h = tokio::spawn(async move { drain(rx).await });
    std::thread::sleep(Duration::from_millis(5));
    h.await.unwrap();
}
