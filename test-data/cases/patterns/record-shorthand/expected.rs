fn f(s: Old, t: &Old) -> u8 {
    let New { f } = s;
    let New { f: g } = s;
    if let New { ref f } = t {
        return *f;
    }
    match s {
        New { mut f } => f,
    }
}
