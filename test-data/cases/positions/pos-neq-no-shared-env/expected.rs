fn link(c: Node) {
    let a = alloc();
    let b = alloc();
    consume(a);
    consume(b);
    consume_later(c);
}
