fn load(path: &Path) -> Result<Data, Error> {
    let m = retry_open(path).unwrap();
    let n = Try_open(path).unwrap();
    let o = io::try_open(path).unwrap();
    let p = self.try_open(path).unwrap();
    let q = try_open(path).unwrap_or_default();
    Ok(Data { m, n, o, p, q })
}
