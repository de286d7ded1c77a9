struct P { b: u8 }
fn f(a: P, o: Option<u8>) -> u8 {
    let z = a.b;
    z + o.unwrap()
}
