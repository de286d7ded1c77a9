fn step(state: &mut State) -> u32 {
    state.advance();

    // keep this comment
    let n = state.pos;
    trace_values(n, 2);
    n
}
