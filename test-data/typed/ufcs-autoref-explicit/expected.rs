pub fn first(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    Iterator::next(&mut it)
}

pub fn boxed(b: Box<Vec<u8>>) -> usize {
    Vec::capacity(&*b)
}

pub fn by_ref(v: &Vec<u8>) -> usize {
    Vec::capacity(v)
}
