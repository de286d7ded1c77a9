fn main() {
    let cfg = load_config();
    run(&cfg);
    log_line("done");
}

fn setup() {
    init_logger(Level::Info);
    log_line("logger ready");
}
