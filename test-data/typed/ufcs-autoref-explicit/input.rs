pub fn first(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    it.nth(0)
}

pub fn boxed(b: Box<Vec<u8>>) -> usize {
    b.len()
}

pub fn by_ref(v: &Vec<u8>) -> usize {
    v.len()
}
