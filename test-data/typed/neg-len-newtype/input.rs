pub struct Buf(Vec<u8>);

impl Buf {
    pub fn len(&self) -> usize {
        self.0.len()
    }
}

pub fn empty(b: &Buf) -> bool {
    b.len() == 0
}
