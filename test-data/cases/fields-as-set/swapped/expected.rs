fn build() {
    let in_order = Foo { a: 2, b: 1 };
    let swapped = Foo { a: 2, b: 1 };
    let nested = Foo { a: Foo { a: 4, b: 3 }, b: 1 };
    let in_macro = vec![Foo { a: "two", b: "one" }];
}
