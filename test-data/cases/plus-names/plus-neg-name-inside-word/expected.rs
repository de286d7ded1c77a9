#[track_caller]
pub fn parse_header(raw: &[u8]) -> Header {
    Header::from_bytes(raw).expect("bad header")
}

fn read(msg: &[u8]) -> Result<Message, Error> {
    let h = ffi::parse_header(&msg[..8]).unwrap_or_else(f2_fallback);
    a_check(&h);
    Ok(Message::new(h))
}
