fn main() {
    let x: i32;
    f(20);
    this(foo, x);
    bar(12, x);
    foo(12, x);
    f(20);
    f(20);
}
