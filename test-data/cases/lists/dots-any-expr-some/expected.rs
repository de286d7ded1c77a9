fn refresh(cache: &mut Cache, keys: &[Key], v: Value) {
    cache.invalidate(keys[0]);
    cache.invalidate(key_of(&v));
    cache.insert(keys[1], None);
    cache.insert(keys[2], Some(v), true);
    cache.insert(keys[3], Ok(v));
    other.insert(keys[4], Some(v));
}
