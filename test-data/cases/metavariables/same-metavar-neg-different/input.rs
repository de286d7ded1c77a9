fn sync(cfg: &mut Config, other: &Config, v: &mut Vec<String>, i: usize) {
    cfg.name.clone_from(&other.name);
    cfg.name.clone_from(&cfg.name());
    v[i].clone_from(&v[i + 1]);
    v[i].clone_from(&w[i]);
    cfg.name.clone_from(&&cfg.name);
    cfg.name.clone_from(cfg.name);
}
