fn encode(v: &[u8], names: &[String], out: &mut Vec<u8>) {
    let n = v.len() as u32;
    let m = (names.len() as i64) - 1;
    out.extend_from_slice(&(names[0].len() as u16).to_le_bytes());
    let k = v.len() + 1;
    let f = v.len() as f64 as u8;
}
