fn start(path: &Path, metrics: &Metrics) -> Result<App, Error> {
    let cfg = load_config(path)?;
    metrics.load_config_calls.incr();
    log_cfg_from_load_config(&cfg);
    let db = open_db(&cfg.db_url)?;
    metrics.open_db_calls.incr();
    log_db_from_open_db(&db);
    Ok(App::new(cfg, db))
}
