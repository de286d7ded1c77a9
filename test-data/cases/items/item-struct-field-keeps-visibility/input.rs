pub struct Config {
    pub name: String,
    /// How long to wait.
    pub(crate) timeout: u32,
    retries: u8,
}
