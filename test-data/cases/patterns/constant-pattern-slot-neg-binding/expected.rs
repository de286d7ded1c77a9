const ONE: i32 = 1;
fn f(o: Option<i32>) {
    if let Some(x) = o {
        hit(x);
    }
    if let Some(_) = o {}
    if let Some(1..=3) = o {}
    if let Some(ONE) = o {}
    if o == Some(1) {}
}
