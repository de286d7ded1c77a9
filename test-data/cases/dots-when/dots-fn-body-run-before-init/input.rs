fn main() {
    let args = parse_args();
    if args.verbose {
        init_logging();
    }
    log_event("start");
    serve(args);
}

fn worker() {
    init_logging();
    log_event("worker");
}
