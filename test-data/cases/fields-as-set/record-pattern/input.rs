fn take(v: Foo, w: Foo) {
    let Foo { a, b } = v;
    let Foo { b, a } = w;
    let Foo { b, a, c } = w;
    let Foo { b, a, .. } = w;
    let Foo { b, a, c, .. } = w;
    let Foo { b: a, a: b } = w;
}
