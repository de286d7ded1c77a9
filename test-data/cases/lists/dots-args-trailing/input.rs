fn fetch(client: &Client) -> Result<Page, Error> {
    let a = retry(|| client.get("/a"));
    let b = retry(|| client.get("/b"), 3);
    let c = retry(|| client.get("/c"), 3, Duration::ZERO);
    let d = retry();
    let e = client.retry(|| client.get("/e"), 3);
    merge(a?, b?, c?)
}
