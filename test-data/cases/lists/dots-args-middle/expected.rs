fn spans(a: Pos, b: Pos, c: Pos) -> Vec<Span> {
    vec![
        span2(a, b),
        span2(a, b),
        span2(a, a + 1),
        span(a),
    ]
}
