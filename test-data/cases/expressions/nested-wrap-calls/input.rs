fn boxes(x: Node) -> Tree {
    let t = wrap(wrap(wrap(x)));
    let u = pair(wrap(leaf(1)), wrap(pair(wrap(leaf(2)), leaf(3))));
    Tree::new(t, u)
}
