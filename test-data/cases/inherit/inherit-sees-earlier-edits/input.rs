fn load(path: &Path) -> Result<Config, Error> {
    let text = read_to_string(path).unwrap();
    let size = text.len();
    let cfg = parse(&text).unwrap();
    Ok(cfg.with_size(size))
}
