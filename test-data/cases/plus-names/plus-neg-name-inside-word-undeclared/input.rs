fn start(path: &Path) -> Result<App, Error> {
    let cfg = load_config(path)?;
    Ok(App::new(cfg))
}
