fn main(i: i32) {
    f(1, 1);
    f(1, 2);

}
