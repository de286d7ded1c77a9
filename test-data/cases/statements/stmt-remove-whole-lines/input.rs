fn step(state: &mut State) -> u32 {
    trace_value(state.pos);
    state.advance();

    trace_value(
        format!("{:?}", state),
    );
    // keep this comment
    let n = state.pos;
    trace_value(n + 1);
    trace_values(n, 2);
    n
}
