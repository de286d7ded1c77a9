fn main() {
    {
        a();
        b();
    }
}
