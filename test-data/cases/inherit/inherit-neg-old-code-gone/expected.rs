fn load(path: &Path) -> Result<Config, Error> {
    let text = read_to_string(path)?;
    let size = text.len();
    let cfg = parse(&text)?;
    Ok(cfg.with_size(size))
}
