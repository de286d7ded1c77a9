fn main(i: i32) {

    f();
    g();
}
