fn count(v: &Vec<u8>) -> usize {
    v.iter().count()
}

pub fn size(items: &Vec<u8>) -> usize {
    count(items)
}
