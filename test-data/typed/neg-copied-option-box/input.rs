pub fn unbox(o: Option<Box<u32>>) -> Option<u32> {
    o.map(|b| *b)
}
