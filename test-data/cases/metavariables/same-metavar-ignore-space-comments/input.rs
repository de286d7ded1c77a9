fn sync(cfg: &mut Config, v: &mut Vec<String>, i: usize) {
    cfg.name.clone_from(&cfg.name);
    cfg.name.clone_from(&cfg /* same field */ .name);
    v[ i ].clone_from(&v[i]);
    cfg.paths[i + 1].clone_from(
        &cfg.paths[i+1],
    );
    cfg.name.clone_from(&cfg.alias);
    v[i].clone_from(&v[i + 1]);
    finish(cfg);
}
