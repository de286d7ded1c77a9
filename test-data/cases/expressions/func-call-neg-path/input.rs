fn run(items: Vec<Item>, cfg: &Config) -> Vec<u64> {
    let a = util::apply_all(items.clone(), |x| x.id);
    let b = Self::apply_all(items.clone(), |x| x.id);
    let c = cfg.apply_all(items.clone(), |x| x.id);
    let d = apply_all(items.clone());
    let e = apply_all(items.clone(), |x| x.id, true);
    let f = apply_all_async(items, |x| x.id);
    [a, b, c, d, e, f].concat()
}
