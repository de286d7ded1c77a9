pub struct Config;

impl Config {
    pub fn default() -> Config {
        Config
    }
}

pub fn make() -> Config {
    Config::default()
}
