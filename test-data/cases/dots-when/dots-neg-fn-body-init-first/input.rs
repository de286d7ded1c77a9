fn main() {
    let args = parse_args();
    init_logging();
    if args.verbose {
        log_event("verbose");
    }
    log_event("start");
    serve(args);
}
