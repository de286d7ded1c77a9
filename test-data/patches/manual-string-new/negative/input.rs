pub fn texts() -> [String; 2] {
    [String::from(" "), "x".to_string()]
}
