fn split(items: &[Item]) -> (Vec<Item>, Vec<Item>) {
    let mut small = Vec::with_capacity(16);
    let mut large = Vec::with_capacity(items.len());
    small.reserve(items.len());
    large.reserve(16);
    for it in items {
        if it.size < 10 { small.push(it.clone()) } else { large.push(it.clone()) }
    }
    (small, large)
}
