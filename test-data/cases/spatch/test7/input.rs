fn main() {

    if ready() {
        f(1);
    }

    f(3);

    /* nice comment */
}
