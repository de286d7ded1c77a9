pub struct Config {
    pub port: u16,
    pub verbose: bool,
}

impl Config {
    pub fn create(port: u16) -> Self {
        Config { port, verbose: false }
    }

    pub fn load(path: &str) -> Result<Config, std::io::Error> {
        let text = std::fs::read_to_string(path)?;
        let port = text.trim().parse().unwrap();
        Ok(Config::create(port))
    }
}

pub struct Logger;

impl Logger {
    pub fn start(config: &Config) -> Option<Logger> {
        if config.verbose { Some(Logger) } else { None }
    }
}

pub fn main_config() -> Config {
    let c = Config::create(8080);
    let _file = std::fs::File::create("/tmp/cocci-tutorial.log");
    c
}

pub fn port_of(text: &str) -> u16 {
    text.parse().unwrap()
}
