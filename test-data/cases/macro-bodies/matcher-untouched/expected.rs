// The matcher holds `x.unwrap()` too: only the transcriber is rewritten.
macro_rules! same {
    (x.unwrap()) => {
        x.expect("checked")
    };
}
