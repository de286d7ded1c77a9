pub fn copy(name: String) -> String {
    name.clone()
}
