// As a statement the rewrite parses; as an argument it would not: only that match is left as
// it was, the others are rewritten.
fn f() {
    record(1);
    keep(record(2));
    record(3);
}
