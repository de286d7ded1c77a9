fn main() {
    let test = 12;
    let front = 12;
    let back = 12;
}
