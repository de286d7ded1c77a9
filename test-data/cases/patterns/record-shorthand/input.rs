fn f(s: Old, t: &Old) -> u8 {
    let Old { f } = s;
    let Old { f: g } = s;
    if let Old { ref f } = t {
        return *f;
    }
    match s {
        Old { mut f } => f,
    }
}
