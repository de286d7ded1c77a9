fn run(args: &[String]) -> Result<(), Exit> {
    if args.is_empty() {
        eprintln!("usage");
        std::process::exit(2);
    }
    for a in args {
        if a == "--fail" {
            std::process::exit(compute_code(a) + 1);
        }
    }
    let code = std::process::exit(0);
    Ok(())
}
