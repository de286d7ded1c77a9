fn sign(path: &Path, msg: &[u8]) -> Signature {
    let k = load_key(path);
    debug(format!("loaded {}", path.display()));
    k.sign(msg)
}
