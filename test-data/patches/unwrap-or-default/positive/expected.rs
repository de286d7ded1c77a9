use std::collections::HashMap;

pub fn settings(
    names: Option<Vec<String>>,
    title: Option<String>,
    env: Result<HashMap<String, String>, String>,
    count: Option<u32>,
) -> (Vec<String>, String, HashMap<String, String>, u32) {
    let n = names.unwrap_or_default();
    let t = title.clone().unwrap_or_default();
    let e = env.unwrap_or_default();
    let c = count.unwrap_or_default();
    let _t2 = title.unwrap_or_default();
    (n, t, e, c)
}
