fn main() {
    xxx.foobar();
}
