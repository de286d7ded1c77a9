use failure::{Error, ResultExt};
use failure::bail;
use failure::Fallible;
use failure::{format_err, Fail};

pub fn load(path: &str) -> Result<String, failure::Error> {
    let text = std::fs::read_to_string(path).context("reading the config")?;
    if text.is_empty() {
        return Err(failure::err_msg("empty config"));
    }
    if text.len() > 4096 {
        return Err(format_err!("config too long: {} bytes", text.len()));
    }
    Ok(text)
}

pub fn check(n: u32) -> failure::Fallible<u32> {
    if n == 0 {
        bail!("zero");
    }
    Ok(n)
}

pub fn run() -> Fallible<()> {
    let _e: Error = failure::format_err!("not yet");
    Ok(())
}
