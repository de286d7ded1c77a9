fn spans(a: Pos, b: Pos, c: Pos) -> Vec<Span> {
    vec![
        span(a, b),
        span(a, c, b),
        span(a, b, c, a + 1),
        span(a),
    ]
}
