/// Reads a config.
///
/// ```
/// # use config::Config;
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// #     let text = std::fs::read_to_string("c.toml").ok().expect("checked");
/// let config = Config::parse(&text).expect("checked");
/// #
/// #     Ok(())
/// # }
/// ```
pub struct Config;
