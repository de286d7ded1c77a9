fn main(foo: i32) {

    f(1, 2);
    foo();
    g(2);

}
