fn report(code: u32, detail: &str) {
    /* level */ trace(code /* the code */);
    /* the detail */ trace(code);
    // first
    // second
    trace(code);
}
