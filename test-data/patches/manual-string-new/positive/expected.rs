pub fn empties() -> [String; 3] {
    [String::new(), String::new(), String::new()]
}
