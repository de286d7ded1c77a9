fn main() {
    let frontandback = 12;
    let front = 12;
    let back = 12;
}
