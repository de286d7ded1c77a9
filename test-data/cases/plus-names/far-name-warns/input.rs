fn port(arg: Option<u16>) -> u16 {
    arg.unwrap()
}
