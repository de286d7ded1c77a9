fn run(items: Vec<Item>, cfg: &Config) -> Vec<u64> {
    let doubled = vec![1, 2, 3].into_iter().map(|x| x * 2).collect::<Vec<_>>();
    let ids = items.iter().filter(|i| i.enabled(cfg)).cloned().collect::<Vec<_>>().into_iter().map(move |i| { log(&i); i.id }).collect::<Vec<_>>();
    let nested = cfg.groups().into_iter().map(|g| g.members().iter().map(|m| m.weight).sum::<u64>()).collect::<Vec<_>>();
    let named = cfg.sizes.into_iter().map(u64::from).collect::<Vec<_>>();
    let skipped = apply_all(items);
    let method = cfg.apply_all(items, |x| x);
    [doubled, ids, nested, named].concat()
}
