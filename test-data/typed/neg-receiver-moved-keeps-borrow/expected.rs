// `skip` takes the iterator by value: written bare, `it` would be moved where the matched call
// only borrowed it, so the borrow the call made is written out.
pub fn second(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    let found = (&mut it).skip(1).next();
    it.next();
    found
}
