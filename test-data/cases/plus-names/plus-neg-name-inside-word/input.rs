#[track_caller]
pub fn parse_header(raw: &[u8]) -> Header {
    Header::from_bytes(raw).expect("bad header")
}

fn read(msg: &[u8]) -> Result<Message, Error> {
    let h = parse_header(&msg[..8]);
    Ok(Message::new(h))
}
