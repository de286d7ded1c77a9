fn spans(a: Pos, b: Pos, t: &Tree) -> Vec<Span> {
    vec![
        span(a),
        span(),
        t.span(a, b),
        Span::span(a, b),
        spanned(a, b),
    ]
}
