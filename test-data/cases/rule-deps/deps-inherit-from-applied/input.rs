async fn serve(path: &str) {
    let text = std::fs::read_to_string(path);
    let h = tokio::spawn(async move { handle(text).await });
    h.await.unwrap();
}
