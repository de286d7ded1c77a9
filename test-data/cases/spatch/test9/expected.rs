fn main(foo: i32) {

    f(1);
    //  f(1); // if uncomment then problems
    g(2);
    if foo > 1 {
        h(1, 3);
    } else {
        h(1, 4);
    }

    // if uncomment then problems
    {
        i += 1;
    }

}
