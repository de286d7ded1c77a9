fn main() {
}
