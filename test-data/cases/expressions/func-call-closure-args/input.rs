fn run(items: Vec<Item>, cfg: &Config) -> Vec<u64> {
    let doubled = apply_all(vec![1, 2, 3], |x| x * 2);
    let ids = apply_all(
        items.iter().filter(|i| i.enabled(cfg)).cloned().collect::<Vec<_>>(),
        move |i| { log(&i); i.id },
    );
    let nested = apply_all(cfg.groups(), |g| g.members().iter().map(|m| m.weight).sum::<u64>());
    let named = apply_all(cfg.sizes, u64::from);
    let skipped = apply_all(items);
    let method = cfg.apply_all(items, |x| x);
    [doubled, ids, nested, named].concat()
}
