async fn refresh(cache: &Mutex<Cache>, api: &Api) {
    let g = cache.lock().unwrap();
    let key = g.key();
    drop(g);
    let fresh = api.fetch(key).await;
    cache.lock().unwrap().store(fresh);
}

async fn maybe_refresh(cache: &Mutex<Cache>, api: &Api, force: bool) {
    let g = cache.lock().unwrap();
    let urgent = force && g.stale();
    std::mem::drop(g);
    if urgent {
        api.ping().await;
    }
}
