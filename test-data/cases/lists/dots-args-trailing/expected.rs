fn fetch(client: &Client) -> Result<Page, Error> {
    let a = retry_with_backoff(|| client.get("/a"));
    let b = retry_with_backoff(|| client.get("/b"));
    let c = retry_with_backoff(|| client.get("/c"));
    let d = retry();
    let e = client.retry(|| client.get("/e"), 3);
    merge(a?, b?, c?)
}
