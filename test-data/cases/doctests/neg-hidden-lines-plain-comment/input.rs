// A plain comment (four slashes are not a doc comment) is never matched, whatever it holds.

//// ```
//// # let text = std::fs::read_to_string("c.toml").ok().unwrap();
//// let config = Config::parse(&text).unwrap();
//// ```
pub struct Config;
