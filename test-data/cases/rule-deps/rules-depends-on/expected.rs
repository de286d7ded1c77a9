async fn worker(rx: Receiver<Job>) {
    let h = tokio::spawn(async move { drain(rx).await });
    tokio::time::sleep(Duration::from_millis(5)).await;
    h.await.unwrap();
}
