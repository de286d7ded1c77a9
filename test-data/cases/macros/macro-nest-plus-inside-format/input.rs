fn sign(path: &Path, msg: &[u8]) -> Signature {
    let k = load_key(path);
    debug(format!("loaded {}", path.display()));
    debug(format!("key bytes {:?}", k.secret()));
    k.sign(msg)
}
