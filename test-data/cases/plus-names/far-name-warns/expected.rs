fn port(arg: Option<u16>) -> u16 {
    arg.unwrap_or_else(report_and_exit)
}
