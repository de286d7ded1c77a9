fn encode(v: &[u8], names: &[String], out: &mut Vec<u8>) {
    let n = u32::try_from(v.len()).unwrap();
    let m = (i64::try_from(names.len()).unwrap()) - 1;
    out.extend_from_slice(&(u16::try_from(names[0].len()).unwrap()).to_le_bytes());
    let k = v.len() + 1;
    let f = f64::try_from(v.len()).unwrap() as u8;
}
