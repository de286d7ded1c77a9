fn read_port(s: &str) -> Option<u16> {
    s.trim().parse().ok()
}

fn main() -> Result<(), Box<dyn Error>> {
    let a = read_port("80").unwrap();
    serve(a);
    Ok(())
}
