// `String::default` names String's impl of Default: other types' `default` are not matched,
// while the same fn written through the trait is.
pub fn values() -> (Vec<u8>, String, String, u8) {
    let v: Vec<u8> = Vec::default();
    let s = String::default();
    let t = <String as Default>::default();
    (v, s, t, u8::default())
}
