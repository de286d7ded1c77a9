fn settings(args: &[String], env: &Env) -> Settings {
    let port = args[1].parse::<u16>().unwrap();
    let ratio = env.get("RATIO").trim().parse::<f64>().unwrap();
    let addr = args[2].parse::<std::net::IpAddr>().unwrap();
    let list = args[3].parse::<List<Item<'static>>>().unwrap();
    let plain: u8 = args[4].parse().unwrap();
    let other = args[5].parse::<u8>().unwrap_or(0);
    Settings { port, ratio, addr, list, plain, other }
}
