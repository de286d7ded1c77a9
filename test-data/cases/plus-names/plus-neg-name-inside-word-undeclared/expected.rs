fn start(path: &Path) -> Result<App, Error> {
    let cfg = load_config(path).map_err(x_error)?;
    Ok(App::new(cfg))
}
