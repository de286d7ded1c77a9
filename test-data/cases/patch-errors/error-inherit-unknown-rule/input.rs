#[deprecated]
#[must_use]
fn load() -> bool {
    true
}

fn main() {
    let ok = load();
    let v = parse(ok).unwrap();
    use_it(v);
}
