fn main() {
    let cfg = load_config();
    eprintln!("{}", cfg.name());
    run(&cfg);
    eprintln!("{}", "done");
}
