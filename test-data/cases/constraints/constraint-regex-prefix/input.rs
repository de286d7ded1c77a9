fn load(path: &Path, mode: Mode) -> Result<Data, Error> {
    let raw = try_read(path).unwrap();
    let file = try_open(path, mode).unwrap();
    let n = parse(&raw).unwrap();
    let m = retry_open(path).unwrap();
    let k = try_(n).unwrap();
    Ok(Data { raw, file, n, m, k })
}
