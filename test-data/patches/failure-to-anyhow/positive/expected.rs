use anyhow::{Context, Error};
use anyhow::bail;
use anyhow::Result as Fallible;
use failure::{Fail};
use anyhow::format_err;

pub fn load(path: &str) -> Result<String, anyhow::Error> {
    let text = std::fs::read_to_string(path).context("reading the config")?;
    if text.is_empty() {
        return Err(anyhow::Error::msg("empty config"));
    }
    if text.len() > 4096 {
        return Err(anyhow::anyhow!("config too long: {} bytes", text.len()));
    }
    Ok(text)
}

pub fn check(n: u32) -> anyhow::Result<u32> {
    if n == 0 {
        bail!("zero");
    }
    Ok(n)
}

pub fn run() -> Fallible<()> {
    let _e: Error = anyhow::anyhow!("not yet");
    Ok(())
}
