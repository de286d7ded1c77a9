pub struct Ring(Vec<u8>);

impl Ring {
    pub fn nth(&self, i: usize) -> u8 {
        self.0[i]
    }
}

pub fn first(r: &Ring) -> u8 {
    r.nth(0)
}
