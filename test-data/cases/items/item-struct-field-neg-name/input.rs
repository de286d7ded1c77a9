pub struct User {
    pub name: String,
    user_id: u64,
    ids: Vec<u64>,
}

struct Order(u32, u32);

fn id(x: u64) -> u64 {
    let id: u64 = x;
    id
}

union Raw {
    idx: u64,
}
