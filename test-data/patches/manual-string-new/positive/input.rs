pub fn empties() -> [String; 3] {
    [String::from(""), "".to_string(), "".to_owned()]
}
