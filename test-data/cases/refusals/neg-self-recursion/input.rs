struct Pos(u16);

impl Pos {
    fn len(&self) -> usize {
        self.0 as usize
    }

    // Rewritten, this would call itself forever: left as it was, with the reason.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

struct Stack {
    items: Vec<u8>,
}

impl Stack {
    // Another value's is_empty: rewritten.
    fn is_empty(&self) -> bool {
        self.items.len() == 0
    }
}
