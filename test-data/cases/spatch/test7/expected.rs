fn main() {

    if ready() {
        f(1, "foo");
        f(1, "bar");
    }

    f(3, "foo");
    f(3, "bar");

    /* nice comment */
}
