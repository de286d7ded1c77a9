pub type Buf = Vec<u8>;

pub fn empty(b: &Buf) -> bool {
    b.len() == 0
}
