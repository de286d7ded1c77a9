use crate::nonblocking::fetch;
use crate::nonblocking::store;
use crate::blocking::parse;

async fn sync_one(url: &str) -> Result<(), Error> {
    let body = fetch(url)?;
    let doc = parse(&body)?;
    store(&doc)?;
    cache.fetch(url);
    Ok(())
}
