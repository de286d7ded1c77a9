fn parse_loop() {
    // `loop {}` is tokens for quote!, not a loop that never ends: `tokens` is used below.
    let tokens = quote! {
        loop {}
        ()
    };
    let stmts = Block::parse_within.parse2(tokens).unwrap();
    check(stmts);
}

fn return_expr(p: &mut Parser<'_>) -> CompletedMarker {
    // `T![return]` names a token: the flow goes on to the uses of `m`.
    assert!(p.at(T![return]));
    let m = p.start();
    p.bump(T![return]);
    m.complete(p, RETURN_EXPR)
}
