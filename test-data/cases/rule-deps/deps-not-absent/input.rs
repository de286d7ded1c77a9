fn main() {
    let cfg = load_config();
    log_line(cfg.name());
    run(&cfg);
    log_line("done");
}
