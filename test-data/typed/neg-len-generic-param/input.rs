pub trait Len {
    fn len(&self) -> usize;
}

pub fn none<T: Len>(t: T) -> bool {
    t.len() == 0
}
