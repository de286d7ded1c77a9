fn take(v: Foo, w: Foo) {
    let (a, b) = v.into_parts();
    let (a, b) = w.into_parts();
    let Foo { b, a, c } = w;
    let (a, b) = w.parts();
    let Foo { b, a, c, .. } = w;
    let Foo { b: a, a: b } = w;
}
