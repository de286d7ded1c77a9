pub fn roundtrip(data: &[u8]) -> Result<Vec<u8>, base64::DecodeError> {
    let s = base64::encode(data);
    let url = base64::encode_config(data, base64::URL_SAFE_NO_PAD);
    let back = base64::decode_config(&url, base64::URL_SAFE_NO_PAD)?;
    assert_eq!(back, data);
    base64::decode(&s)
}
