fn count(v: &Vec<u8>) -> usize {
    v.capacity()
}

pub fn size_of(v: &Vec<u8>) -> usize {
    count(v)
}

pub fn size(s: &str) -> usize {
    str::len(s)
}
