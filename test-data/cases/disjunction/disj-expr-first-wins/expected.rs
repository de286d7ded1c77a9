fn totals(a: Option<u32>, b: Option<u32>, c: &Cfg) -> u32 {
    let x = a.unwrap_or_default();
    let y = b.unwrap_or_else(|| c.fallback());
    let z = a.or(b).unwrap_or_else(|| 1 + 2);
    let w = b.unwrap_or_default();
    x + y + z + w
}
