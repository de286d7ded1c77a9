fn main(i: i32) {
    f(1);
    g(1);
    g(1); // if comment then simpler
    h(1);

}
