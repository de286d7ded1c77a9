fn sign(path: &Path, msg: &[u8]) -> Signature {
    let k = load_key(path);
    let id = key_id(path);
    debug(&id);
    k.sign(msg)
}
