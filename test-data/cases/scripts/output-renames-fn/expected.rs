fn old_parse(s: &str) {}

fn main() {
    new_parse("a");
    other("b");
}
