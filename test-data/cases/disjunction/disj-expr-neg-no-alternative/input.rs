fn totals(a: Option<u32>, b: Option<u32>, f: fn() -> u32) -> u32 {
    let x = a.unwrap_or_else(f);
    let y = unwrap_or(b, 0);
    let z = a.or(b).unwrap();
    let w = b.unwrap_or_default();
    let v = a.map_or(0, |n| n + 1);
    x + y + z + w + v
}
