#[track_caller]
pub fn parse_header(raw: &[u8]) -> Header {
    Header::from_bytes(raw).expect("bad header")
}

pub fn parse_body(raw: &[u8]) -> Body {
    Body::new(raw)
}

fn read(msg: &[u8]) -> Result<Message, Error> {
    let h = parse_header(&msg[..8]);
    let b = parse_body(&msg[8..]);
    Ok(Message { h, b })
}
