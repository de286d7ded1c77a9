fn load(path: &Path, mode: Mode) -> Result<Data, Error> {
    let raw = try_read(path)?;
    let file = try_open(path, mode)?;
    let n = parse(&raw).unwrap();
    let m = retry_open(path).unwrap();
    let k = try_(n)?;
    Ok(Data { raw, file, n, m, k })
}
