pub struct Config {
    pub name: String,
    /// How long to wait.
    pub(crate) timeout: std::time::Duration,
    retries: u8,
}
