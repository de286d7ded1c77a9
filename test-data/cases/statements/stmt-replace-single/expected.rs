fn run(args: &[String]) -> Result<(), Exit> {
    if args.is_empty() {
        eprintln!("usage");
        return Err(Exit(2));
    }
    for a in args {
        if a == "--fail" {
            return Err(Exit(compute_code(a) + 1));
        }
    }
    let code = std::process::exit(0);
    Ok(())
}
