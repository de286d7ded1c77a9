fn make(b: &Builder, parts: &[Part]) -> Vec<Thing> {
    vec![
        Builder::build_with(b, 1),
        Builder::build_with(b.child(0), parts[0].clone(), parts.len(), |p| p.id),
        Builder::build_with(&*b, "x" /* name */, 2),
    ]
}
