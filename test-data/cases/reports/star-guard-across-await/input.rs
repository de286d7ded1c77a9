async fn refresh(cache: &Mutex<Cache>, api: &Api) {
    let g = cache.lock().unwrap();
    let key = g.key();
    let fresh = api.fetch(key).await;
    g.store(fresh);
}

async fn maybe_refresh(cache: &Mutex<Cache>, api: &Api, force: bool) {
    let g = cache.lock().unwrap();
    if force {
        api.ping().await;
    }
    drop(g);
    api.log("done").await;
}

async fn refresh_released(cache: &Mutex<Cache>, api: &Api) {
    let g = cache.lock().unwrap();
    let key = g.key();
    std::mem::drop(g);
    api.fetch(key).await;
}
