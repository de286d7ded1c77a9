fn main(foo: i32) {

    f(1);
    foo();
    g(2);

}
