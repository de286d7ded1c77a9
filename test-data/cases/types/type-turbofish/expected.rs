fn settings(args: &[String], env: &Env) -> Settings {
    let port = args[1].parse::<u16>().expect("invalid value");
    let ratio = env.get("RATIO").trim().parse::<f64>().expect("invalid value");
    let addr = args[2].parse::<std::net::IpAddr>().expect("invalid value");
    let list = args[3].parse::<List<Item<'static>>>().expect("invalid value");
    let plain: u8 = args[4].parse().unwrap();
    let other = args[5].parse::<u8>().unwrap_or(0);
    Settings { port, ratio, addr, list, plain, other }
}
