#[derive(Clone)]
struct Limits {
    max_conn: u32,
    max_body: usize,
}

fn make() -> Limits {
    Limits { ..Default::default() }
}
