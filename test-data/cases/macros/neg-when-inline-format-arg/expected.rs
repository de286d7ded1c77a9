fn inline() {
    let x = compute();
    println!("{x}");
}

fn debug_format() {
    let y = compute();
    let s = format!("value: {y:?}");
    s
}

fn width() {
    let w = 8;
    println!("{:>w$}", "right");
}

fn in_a_log_macro() {
    let v = compute();
    log::info!("got {v}");
}
