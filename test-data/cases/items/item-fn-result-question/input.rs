fn read_port(s: &str) -> Result<u16, ParseIntError> {
    s.trim().parse()
}

fn lookup(name: &str) -> Option<u16> {
    TABLE.get(name).copied()
}

fn main() -> Result<(), Box<dyn Error>> {
    let a = read_port("80").unwrap();
    let b = lookup("http").unwrap();
    let c = read_port(&lookup_text("ssh").unwrap()).unwrap();
    serve(a, b, c);
    Ok(())
}
