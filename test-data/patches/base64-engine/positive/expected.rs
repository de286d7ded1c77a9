pub fn roundtrip(data: &[u8]) -> Result<Vec<u8>, base64::DecodeError> {
    let s = base64::Engine::encode(&base64::engine::general_purpose::STANDARD, data);
    let url = base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, data);
    let back = base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, &url)?;
    assert_eq!(back, data);
    base64::Engine::decode(&base64::engine::general_purpose::STANDARD, &s)
}
