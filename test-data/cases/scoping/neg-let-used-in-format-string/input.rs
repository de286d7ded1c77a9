fn show() -> String {
    let key;
    {
        key = 1;
    }
    format!("key = {key}")
}
