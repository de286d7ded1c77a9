fn old_parse(s: &str) {}

fn main() {
    old_parse("a");
    other("b");
}
