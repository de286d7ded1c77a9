fn main(i: i32) {
    foo;
    bar;

    //  f(foo[45] + bar[45]);
}
