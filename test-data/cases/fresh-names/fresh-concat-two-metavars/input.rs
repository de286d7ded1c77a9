fn start(path: &Path, metrics: &Metrics) -> Result<App, Error> {
    let cfg = load_config(path)?;
    let db = open_db(&cfg.db_url)?;
    Ok(App::new(cfg, db))
}
