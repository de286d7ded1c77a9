fn make(b: &Builder, parts: &[Part]) -> Vec<Thing> {
    vec![
        b.build(1),
        b.child(0).build(parts[0].clone(), parts.len(), |p| p.id),
        (&*b).build("x" /* name */, 2),
    ]
}
