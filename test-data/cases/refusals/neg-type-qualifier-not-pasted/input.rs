pub fn make<D: Default>() -> Box<D> {
    Box::new(<D as Default>::default())
}

pub fn byte() -> Box<u8> {
    Box::new(u8::default())
}
