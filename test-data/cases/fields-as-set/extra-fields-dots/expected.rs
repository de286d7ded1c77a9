fn build() -> Vec<Foo> {
    vec![
        Foo::new(1, 2),
        Foo::new(1, 2),
        Foo::new(1, 2),
        Foo::new(1, 2),
        Foo { b: 2, c: 3 },
    ]
}
