pub struct User {
    pub name: String,
    id: Id<u64>,
    email: Option<String>,
}

struct Order {
    id: Id<(u32, u32)>,
}

struct Item {
    item_id: u64,
    sku: String,
}

enum Kind {
    A { id: u8 },
}
