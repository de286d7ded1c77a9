use crate::nonblocking::fetch;
use crate::nonblocking::store;
use crate::blocking::parse;

async fn sync_one(url: &str) -> Result<(), Error> {
    let body = fetch(url).await?;
    let doc = parse(&body)?;
    store(&doc).await?;
    cache.fetch(url);
    Ok(())
}
