fn main(i: i32) {

    g(1);
    //f(2);

    h(2);
    h2(2);

    foo(1);
}
