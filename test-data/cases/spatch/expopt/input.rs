fn main() {
    let x: &mut i32 = slot();
    f(x);
    *x = 7;
}
