fn main(i: i32) {

    f(v, w.aa);

}
