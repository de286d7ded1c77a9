async fn serve(path: &str) {
    let text = tokio::fs::read_to_string(path).await;
    let h = tokio::spawn(async move { handle(text).await });
    h.await.unwrap();
}
