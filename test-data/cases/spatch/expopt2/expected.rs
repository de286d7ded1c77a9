fn main(i: i32) {

    f(v, g(w.aa));

}
