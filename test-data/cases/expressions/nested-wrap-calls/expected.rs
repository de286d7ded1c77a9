fn boxes(x: Node) -> Tree {
    let t = Box::new(Box::new(Box::new(x)));
    let u = pair(Box::new(leaf(1)), Box::new(pair(Box::new(leaf(2)), leaf(3))));
    Tree::new(t, u)
}
