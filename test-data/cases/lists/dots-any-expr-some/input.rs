fn refresh(cache: &mut Cache, keys: &[Key], v: Value) {
    cache.insert(keys[0], Some(v.clone()));
    cache.insert(key_of(&v), Some(Value::build(|b| b.name("x").finish())));
    cache.insert(keys[1], None);
    cache.insert(keys[2], Some(v), true);
    cache.insert(keys[3], Ok(v));
    other.insert(keys[4], Some(v));
}
