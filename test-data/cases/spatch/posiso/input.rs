fn main() {
    let x: Option<u8> = None;
    if x.is_none() { a(); } else { b(); }
    if !x.is_some() { a(); } else { b(); }
    if x == a { a(); } else { b(); }
    if x.is_some() { a(); }
}
