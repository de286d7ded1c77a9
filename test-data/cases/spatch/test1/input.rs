fn main(foo: i32) {

    f(1);
    x();
    g(2);
    x();
    if foo > 1 {
        //    h(3);
        h(3);
    } else {
        h(4);
    }


}
