fn main() {
    {
        a();
        b();
        a();
    }
}
