use crate::blocking::fetch;
use crate::nonblocking;

async fn sync_one(url: &str) -> Result<(), Error> {
    let body = fetch(url)?;
    nonblocking::store(&body)?;
    Ok(())
}
