use std::collections::HashMap;

pub fn settings(
    names: Option<Vec<String>>,
    title: Option<String>,
    env: Result<HashMap<String, String>, String>,
    count: Option<u32>,
) -> (Vec<String>, String, HashMap<String, String>, u32) {
    let n = names.unwrap_or(vec![]);
    let t = title.clone().unwrap_or(String::new());
    let e = env.unwrap_or(HashMap::new());
    let c = count.unwrap_or(Default::default());
    let _t2 = title.unwrap_or_else(String::new);
    (n, t, e, c)
}
