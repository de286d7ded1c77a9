fn load(cfg: &Config) -> Data {
    let a = cfg.path().unwrap();
    let b = cfg.size.unwrap_or(0);
    Data::new(a, b)
}

impl Config {
    fn name(&self) -> String {
        self.name.clone().unwrap()
    }
}
