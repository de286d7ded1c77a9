fn main(i: i32) {

    f();
    { replace(); replace(); }
    g();
}
