fn sync(cfg: &mut Config, v: &mut Vec<String>, i: usize) {
    cfg.name.clone_from(&cfg.alias);
    v[i].clone_from(&v[i + 1]);
    finish(cfg);
}
