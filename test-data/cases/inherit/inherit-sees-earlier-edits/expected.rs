fn load(path: &Path) -> Result<Config, Error> {
    let text = read_to_string(path)?;
    trace(&text);
    let size = text.len();
    let cfg = parse(&text)?;
    trace(&cfg);
    Ok(cfg.with_size(size))
}
