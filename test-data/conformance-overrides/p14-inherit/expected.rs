#[deprecated]
fn load(path: &str) -> Data {
    parse(path)
}

fn parse(path: &str) -> Data {
    Data::from(path)
}

fn main() {
    let a = f_v2("a");
    let b = parse("b");
    use_both(a, b);
}
