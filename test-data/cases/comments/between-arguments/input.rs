fn report(code: u32, detail: &str) {
    log(code /* the code */, detail, /* level */ 3);
    log(code, /* the detail */ detail);
    log(
        code, // first
        detail, // second
    );
}
