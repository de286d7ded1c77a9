#[derive(Default)]
struct Limits {
    max_conn: u32,
    max_body: usize,
}

struct Server {
    limits: Limits,
    name: String,
}

fn make() -> Server {
    let limits = Limits { ..Default::default() };
    let strict = Limits { max_conn: 1, ..Default::default() };
    Server { limits: strict.merge(limits), ..Default::default() }
}
