use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

pub fn encode(data: &[u8]) -> String {
    STANDARD.encode(data)
}

pub fn encode_twice(data: &[u8]) -> String {
    // A local fn named `encode` is not base64's.
    encode(encode(data).as_bytes())
}
